import type { RpcClient } from '@mithaq/bus';
import {
  AccessMessage,
  ContactExchangeMessage,
  ErrorCode,
  MessageMessage,
  MessagingRoutes,
  MessagingRpc,
  Role,
  type Actor,
} from '@mithaq/contracts';
import type { Redis } from 'ioredis';
import { refusalOf, serve } from '../../test/route-harness';
import type { GatewayConfig } from '../config';
import { routeOf } from '../http/route';
import { AdminMessagingController } from './admin-messaging.controller';
import { MessagesController } from './messages.controller';

const member: Actor = { userId: '6f1c2d3e-4b5a-4c6d-8e7f-901234567890', role: Role.Seeker };
const admin: Actor = { userId: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', role: Role.Admin };
const other = '11111111-2222-4333-8444-555555555555';
const id = '99999999-8888-4777-8666-555555555555';

/** A bus client that records each call and answers with a marker. */
const fakeRpc = () => {
  const call = jest.fn((..._args: unknown[]) => Promise.resolve({ answered: true }));
  return { rpc: { call } as unknown as RpcClient, call };
};

/** A Redis that holds one session of `userId` in its per-user set, and records deletions. */
const fakeSessions = (userId: string) => {
  const deleted: string[] = [];
  const redis = {
    multi: () => {
      let key = '';
      const chain = {
        smembers: (k: string) => ((key = k), chain),
        del: () => chain,
        exec: () =>
          Promise.resolve([
            [null, key.endsWith(`user-sessions:${userId}`) ? ['sid-1'] : []],
            [null, 1],
          ]),
      };
      return chain;
    },
    del: (...keys: string[]) => (deleted.push(...keys), Promise.resolve(keys.length)),
  } as unknown as Redis;
  return { redis, deleted };
};
const config = { REDIS_PREFIX: 't:' } as GatewayConfig;
const adminController = (rpc: RpcClient, redis = fakeSessions(other).redis) =>
  new AdminMessagingController(rpc, redis, config);

describe('member messaging routes', () => {
  it('sends a trimmed message as the caller', async () => {
    const { rpc, call } = fakeRpc();
    await serve(new MessagesController(rpc), 'send', {
      actor: member,
      body: { receiverId: other, content: '  Assalamu alaikum  ' },
    });
    expect(call).toHaveBeenCalledWith(
      MessagingRpc.send,
      { receiverId: other, content: 'Assalamu alaikum' },
      member,
    );
    await serve(new MessagesController(rpc), 'send', {
      actor: member,
      body: { receiverId: 'support', content: 'Salam' },
    });
    expect(call).toHaveBeenLastCalledWith(
      MessagingRpc.send,
      { receiverId: 'support', content: 'Salam' },
      member,
    );
  });

  it('refuses empty, blank, too long, unaddressed or padded messages without a call', async () => {
    const { rpc, call } = fakeRpc();
    const controller = new MessagesController(rpc);
    const refusal = (body: unknown) =>
      refusalOf(serve(controller, 'send', { actor: member, body }));
    const blank = await refusal({ receiverId: other, content: ' \n\t ' });
    expect([blank.code, blank.fields]).toEqual([
      ErrorCode.ValidationFailed,
      { content: MessageMessage.Empty },
    ]);
    const long = await refusal({ receiverId: other, content: 'x'.repeat(2001) });
    expect(long.fields).toEqual({ content: MessageMessage.TooLong });
    expect((await refusal({ content: 'Salam' })).code).toBe(ErrorCode.ValidationFailed);
    expect((await refusal({ receiverId: 'someone', content: 'Salam' })).code).toBe(
      ErrorCode.ValidationFailed,
    );
    expect((await refusal({ receiverId: other, content: 'Salam', extra: 1 })).code).toBe(
      ErrorCode.ValidationFailed,
    );
    expect(call).not.toHaveBeenCalled();
  });

  it('passes path ids and queries with the body, as the caller', async () => {
    const { rpc, call } = fakeRpc();
    const controller = new MessagesController(rpc);
    await serve(controller, 'thread', {
      actor: member,
      params: { conversationId: id },
      query: { limit: '20' },
    });
    expect(call).toHaveBeenLastCalledWith(
      MessagingRpc.thread,
      { conversationId: id, limit: 20 },
      member,
    );
    await serve(controller, 'reportMessage', {
      actor: member,
      params: { id },
      body: { reason: 'scam', note: ' asked for money ' },
    });
    expect(call).toHaveBeenLastCalledWith(
      MessagingRpc.reportMessage,
      { id, reason: 'scam', note: 'asked for money' },
      member,
    );
    await serve(controller, 'unblock', { actor: member, params: { userId: other } });
    expect(call).toHaveBeenLastCalledWith(MessagingRpc.unblock, { userId: other }, member);
    const badId = await refusalOf(
      serve(controller, 'markRead', { actor: member, params: { id: '7' } }),
    );
    expect(badId.fields).toEqual({ id: 'The id must be a UUID' });
  });

  it('saves the caller’s own trimmed contact card, and refuses a bad one without a call', async () => {
    const { rpc, call } = fakeRpc();
    const controller = new MessagesController(rpc);
    await serve(controller, 'updateContactCard', {
      actor: member,
      body: { phone: ' +44 7700 900123 ', email: '' },
    });
    expect(call).toHaveBeenCalledWith(
      MessagingRpc.updateContactCard,
      { phone: '+44 7700 900123', email: null, other: null },
      member,
    );
    const badEmail = await refusalOf(
      serve(controller, 'updateContactCard', { actor: member, body: { email: 'nope' } }),
    );
    expect([badEmail.code, badEmail.fields]).toEqual([
      ErrorCode.ValidationFailed,
      { email: ContactExchangeMessage.InvalidEmail },
    ]);
    const empty = await refusalOf(
      serve(controller, 'updateContactCard', { actor: member, body: { phone: ' ' } }),
    );
    expect(empty.code).toBe(ErrorCode.ValidationFailed);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('opens the exchange and reveals on the conversation of the path, as the caller', async () => {
    const { rpc, call } = fakeRpc();
    const controller = new MessagesController(rpc);
    await serve(controller, 'openContactExchange', {
      actor: member,
      params: { conversationId: id },
    });
    expect(call).toHaveBeenLastCalledWith(
      MessagingRpc.openContactExchange,
      { conversationId: id },
      member,
    );
    await serve(controller, 'revealContactCard', { actor: member, params: { conversationId: id } });
    expect(call).toHaveBeenLastCalledWith(
      MessagingRpc.revealContactCard,
      { conversationId: id },
      member,
    );
    const badId = await refusalOf(
      serve(controller, 'revealContactCard', { actor: member, params: { conversationId: 'x' } }),
    );
    expect(badId.code).toBe(ErrorCode.ValidationFailed);
  });

  it('needs a session', async () => {
    const { rpc, call } = fakeRpc();
    const signedOut = await refusalOf(serve(new MessagesController(rpc), 'list', {}));
    expect([signedOut.code, signedOut.message]).toEqual([
      ErrorCode.Unauthenticated,
      AccessMessage.SignIn,
    ]);
    expect(call).not.toHaveBeenCalled();
  });
});

describe('admin messaging routes', () => {
  const adminRoutes = Object.getOwnPropertyNames(AdminMessagingController.prototype)
    .filter((name) => name !== 'constructor')
    .map((name) =>
      routeOf(
        (AdminMessagingController.prototype as unknown as Record<string, object>)[name] ?? {},
      ),
    );

  it('serves every admin route of the table, each admin-only', () => {
    expect(adminRoutes.every((route) => route?.access === 'admin')).toBe(true);
    const declared = Object.values(MessagingRoutes).filter((route) => route.access === 'admin');
    expect(new Set(adminRoutes)).toEqual(new Set(declared));
  });

  it('refuses a member before anything is called', async () => {
    const { rpc, call } = fakeRpc();
    const refused = await refusalOf(
      serve(adminController(rpc), 'supportReply', {
        actor: member,
        params: { conversationId: id },
        body: { content: 'Salam' },
      }),
    );
    expect([refused.code, refused.message]).toEqual([ErrorCode.Forbidden, AccessMessage.AdminOnly]);
    expect(call).not.toHaveBeenCalled();
  });

  it('answers a support thread and acts on reports by their ids', async () => {
    const { rpc, call } = fakeRpc();
    const controller = adminController(rpc);
    await serve(controller, 'supportReply', {
      actor: admin,
      params: { conversationId: id },
      body: { content: ' Wa alaikum assalam ' },
    });
    expect(call).toHaveBeenLastCalledWith(
      MessagingRpc.adminSupportReply,
      { conversationId: id, content: 'Wa alaikum assalam' },
      admin,
    );
    await serve(controller, 'actOnMessageReport', {
      actor: admin,
      params: { id },
      body: { action: 'remove-message' },
    });
    expect(call).toHaveBeenLastCalledWith(
      MessagingRpc.adminActOnMessageReport,
      { id, action: 'remove-message' },
      admin,
    );
    await serve(controller, 'allMessages', { actor: admin, query: { search: ' gmail ' } });
    expect(call).toHaveBeenLastCalledWith(
      MessagingRpc.adminAllMessages,
      { page: 1, pageSize: 20, search: 'gmail' },
      admin,
    );
    const unknown = await refusalOf(
      serve(controller, 'actOnMemberReport', {
        actor: admin,
        params: { id },
        body: { action: 'remove-message' },
      }),
    );
    expect(unknown.fields).toEqual({ action: 'Unknown action' });
  });

  it('signs a suspended member out everywhere, and no one else', async () => {
    const call = jest.fn((..._args: unknown[]) =>
      Promise.resolve({ sender: { userId: other }, member: { userId: other } }),
    );
    const rpc = { call } as unknown as RpcClient;
    const sessions = fakeSessions(other);
    const controller = adminController(rpc, sessions.redis);
    await serve(controller, 'actOnMessageReport', {
      actor: admin,
      params: { id },
      body: { action: 'dismiss' },
    });
    expect(sessions.deleted).toEqual([]);
    await serve(controller, 'actOnMessageReport', {
      actor: admin,
      params: { id },
      body: { action: 'suspend-sender' },
    });
    expect(sessions.deleted).toEqual(['t:sess:sid-1']);
    await serve(controller, 'actOnMemberReport', {
      actor: admin,
      params: { id },
      body: { action: 'suspend-member' },
    });
    expect(sessions.deleted).toEqual(['t:sess:sid-1', 't:sess:sid-1']);
  });
});
