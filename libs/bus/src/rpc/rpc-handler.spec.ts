import 'reflect-metadata';
import {
  Access,
  AccessMessage,
  defineRpc,
  DomainError,
  ErrorCode,
  ServiceName,
  type Actor,
  type RpcEnvelope,
} from '@mithaq/contracts';
import { z } from 'zod';
import { RpcHandler, type RpcInputOf } from './rpc-server';

const seeker: Actor = { userId: '11111111-1111-4111-8111-111111111111', role: 'seeker' };
const other: Actor = { userId: '22222222-2222-4222-8222-222222222222', role: 'seeker' };
const admin: Actor = { userId: '33333333-3333-4333-8333-333333333333', role: 'admin' };

const NoteRpc = {
  add: defineRpc<string>()(
    ServiceName.Content,
    'test.note.add',
    z.object({ userId: z.uuid(), note: z.string().trim().min(1, 'Write a note') }),
  ),
  list: defineRpc<string>()(ServiceName.Content, 'test.note.list', z.object({})),
};

/** Everything each handler was called with, so a refusal can be shown to reach no handler. */
const calls: unknown[] = [];

class NotesRpc {
  @RpcHandler(NoteRpc.add, { access: Access.Admin })
  addAsAdmin({ actor, data }: RpcInputOf<typeof NoteRpc.add, typeof Access.Admin>): string {
    calls.push({ actor, data });
    // An admin-only handler receives a non-null actor: no null check needed to read it.
    return `${actor.userId}:${data.note}`;
  }

  @RpcHandler(NoteRpc.add, { access: Access.Self, owner: 'userId' })
  addOwn({ actor, data }: RpcInputOf<typeof NoteRpc.add, typeof Access.Self>): string {
    calls.push({ actor, data });
    return `${actor.userId}:${data.note}`;
  }

  @RpcHandler(NoteRpc.add, { access: Access.SelfOrAdmin, owner: 'userId' })
  addOwnOrAdmin({ actor, data }: RpcInputOf<typeof NoteRpc.add>): string {
    calls.push({ actor, data });
    return data.note;
  }

  @RpcHandler(NoteRpc.list, { access: Access.Visitor })
  listAsVisitor({ actor }: RpcInputOf<typeof NoteRpc.list, typeof Access.Visitor>): string {
    calls.push({ actor });
    // A visitor handler's actor may be null, and its type says so.
    return actor === null ? 'anonymous' : actor.userId;
  }

  @RpcHandler(NoteRpc.list, { access: Access.SignedIn })
  async listSignedIn(): Promise<string> {
    calls.push({});
    return Promise.resolve('listed');
  }
}

type Method = Exclude<keyof NotesRpc, 'constructor'>;
const notes = new NotesRpc();

/** Calls a decorated method the way Nest does: with the raw envelope off the queue. */
const send = (method: Method, envelope: unknown): Promise<unknown> =>
  (notes[method] as unknown as (this: NotesRpc, message: unknown) => Promise<unknown>).call(
    notes,
    envelope,
  );

const envelope = (actor: Actor | null, data: unknown): RpcEnvelope<unknown> => ({ actor, data });

const refusalOf = async (promise: Promise<unknown>): Promise<DomainError> => {
  const outcome: unknown = await promise.then(
    () => new Error('expected a refusal'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof DomainError)) {
    throw outcome;
  }
  return outcome;
};

const good = { userId: seeker.userId, note: '  Salaam  ' };
const bad = { userId: 'not-a-uuid', note: '' };

beforeEach(() => {
  calls.length = 0;
});

describe('RpcHandler on an admin RPC', () => {
  it('answers no actor with 401 and the sign-in message, whatever the body', async () => {
    for (const data of [good, bad, undefined]) {
      const error = await refusalOf(send('addAsAdmin', envelope(null, data)));
      expect([error.code, error.message]).toEqual([
        ErrorCode.Unauthenticated,
        AccessMessage.SignIn,
      ]);
    }
    expect(calls).toEqual([]);
  });

  it('answers a member with 403 before validating, so a bad body is 403 and not 400', async () => {
    for (const data of [good, bad]) {
      const error = await refusalOf(send('addAsAdmin', envelope(seeker, data)));
      expect([error.code, error.message]).toEqual([ErrorCode.Forbidden, AccessMessage.AdminOnly]);
    }
    expect(calls).toEqual([]);
  });

  it('validates an administrator’s body (400 with the fields) and never calls the handler', async () => {
    const error = await refusalOf(send('addAsAdmin', envelope(admin, bad)));
    expect(error.code).toBe(ErrorCode.ValidationFailed);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['note', 'userId']);
    expect(calls).toEqual([]);
  });

  it('calls the handler with the actor and the parsed data', async () => {
    expect(await send('addAsAdmin', envelope(admin, good))).toBe(`${admin.userId}:Salaam`);
    expect(calls).toEqual([{ actor: admin, data: { userId: seeker.userId, note: 'Salaam' } }]);
  });
});

describe('RpcHandler on an owned RPC', () => {
  it('lets the owner named by the owner field through, and nobody else', async () => {
    expect(await send('addOwn', envelope(seeker, good))).toBe(`${seeker.userId}:Salaam`);
    for (const caller of [other, admin]) {
      const error = await refusalOf(send('addOwn', envelope(caller, good)));
      expect([error.code, error.message]).toEqual([ErrorCode.Forbidden, AccessMessage.SelfOnly]);
    }
    const anonymous = await refusalOf(send('addOwn', envelope(null, good)));
    expect(anonymous.code).toBe(ErrorCode.Unauthenticated);
  });

  it('checks the owner on the raw field, before validation: 403 for a stranger, 400 for the owner', async () => {
    const strangers = await refusalOf(send('addOwn', envelope(other, { ...good, note: '' })));
    expect(strangers.code).toBe(ErrorCode.Forbidden);
    const owners = await refusalOf(send('addOwn', envelope(seeker, { ...good, note: '' })));
    expect(owners.code).toBe(ErrorCode.ValidationFailed);
    const missing = await refusalOf(send('addOwn', envelope(seeker, { note: 'x' })));
    expect(missing.code).toBe(ErrorCode.Forbidden);
  });

  it('lets an administrator act for anyone when the access is self-or-admin', async () => {
    expect(await send('addOwnOrAdmin', envelope(admin, good))).toBe('Salaam');
    expect(await send('addOwnOrAdmin', envelope(seeker, good))).toBe('Salaam');
    expect((await refusalOf(send('addOwnOrAdmin', envelope(other, good)))).code).toBe(
      ErrorCode.Forbidden,
    );
  });
});

describe('RpcHandler on visitor and signed-in RPCs', () => {
  it('hands a visitor handler a null actor when nobody is signed in', async () => {
    expect(await send('listAsVisitor', envelope(null, {}))).toBe('anonymous');
    expect(await send('listAsVisitor', envelope(seeker, {}))).toBe(seeker.userId);
    expect(await send('listAsVisitor', { data: {} })).toBe('anonymous');
  });

  it('refuses a signed-in RPC to nobody with 401 and lets any account through', async () => {
    expect((await refusalOf(send('listSignedIn', envelope(null, {})))).code).toBe(
      ErrorCode.Unauthenticated,
    );
    expect(await send('listSignedIn', envelope(seeker, {}))).toBe('listed');
  });

  it('treats a missing envelope as no actor and no data', async () => {
    expect((await refusalOf(send('listSignedIn', undefined))).code).toBe(ErrorCode.Unauthenticated);
    expect(await send('listAsVisitor', null)).toBe('anonymous');
  });
});

describe('RpcHandler registration', () => {
  it('registers the RPC pattern on the method Nest will call', () => {
    expect(Reflect.getMetadata('microservices:pattern', notes.addAsAdmin)).toEqual([
      NoteRpc.add.pattern,
    ]);
  });

  it('refuses a self rule without an owner field, and an owner field on any other rule', () => {
    const decorate = (rule: { access: Access; owner?: string }) => () => {
      class Broken {
        method(): string {
          return 'never';
        }
      }
      const descriptor = Object.getOwnPropertyDescriptor(Broken.prototype, 'method');
      // Bypasses the types on purpose: the rule's type already rejects both mistakes.
      (RpcHandler as (def: unknown, rule: unknown) => MethodDecorator)(NoteRpc.add, rule)(
        Broken.prototype,
        'method',
        descriptor as PropertyDescriptor,
      );
    };
    expect(decorate({ access: Access.Self })).toThrow(/owner field/);
    expect(decorate({ access: Access.SelfOrAdmin })).toThrow(/owner field/);
    expect(decorate({ access: Access.Admin, owner: 'userId' })).toThrow(/owner field/);
    expect(decorate({ access: Access.Self, owner: 'userId' })).not.toThrow();
  });
});

/**
 * Compile-time checks, never run (a wrong rule also throws when the class is defined): `tsc`
 * fails if RpcHandler stops rejecting these rules and handler types.
 */
export const ruleTypeChecks = (): unknown =>
  class RuleTypes {
    // @ts-expect-error a self rule must name the field holding the owner's id
    @RpcHandler(NoteRpc.add, { access: Access.Self })
    missingOwner(): string {
      return '';
    }

    // @ts-expect-error the owner field must be a field of the request
    @RpcHandler(NoteRpc.add, { access: Access.SelfOrAdmin, owner: 'memberId' })
    unknownOwner(): string {
      return '';
    }

    // @ts-expect-error only self rules take an owner field
    @RpcHandler(NoteRpc.add, { access: Access.Admin, owner: 'userId' })
    ownerOnAdmin(): string {
      return '';
    }

    // @ts-expect-error a visitor handler's actor may be null, so it cannot be typed as non-null
    @RpcHandler(NoteRpc.list, { access: Access.Visitor })
    visitorAsActor({ actor }: RpcInputOf<typeof NoteRpc.list, typeof Access.Admin>): string {
      return actor.userId;
    }
  };
