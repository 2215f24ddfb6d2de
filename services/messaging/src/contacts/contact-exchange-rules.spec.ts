import {
  ContactExchangeMessage,
  contactCardSchema,
  DomainError,
  ErrorCode,
  MessageMessage,
  Role,
  type Actor,
} from '@mithaq/contracts';
import type { ConversationState } from '../conversations/conversation-rules';
import { assertCanOpen, assertCanReveal, exchangeState } from './contact-exchange-rules';

const a: Actor = { userId: 'aaaaaaaa-0000-4000-8000-000000000001', role: Role.Seeker };
const b: Actor = { userId: 'bbbbbbbb-0000-4000-8000-000000000002', role: Role.Seeker };
const stranger: Actor = { userId: 'cccccccc-0000-4000-8000-000000000003', role: Role.Seeker };
const conversation = (overrides: Partial<ConversationState> = {}): ConversationState => ({
  kind: 'member',
  memberA: a.userId,
  memberB: b.userId,
  closed: false,
  closedReason: null,
  ...overrides,
});

const refusal = (work: () => unknown): { code: string; message: string } => {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) {
      return { code: error.code, message: error.message };
    }
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('who may open the exchange of contact details', () => {
  const fresh = { tier: 'silver', alreadyOpen: false, openedElsewhere: 0 } as const;

  it('lets a silver or gold participant of an open conversation open it once', () => {
    expect(assertCanOpen(conversation(), a, fresh)).toBe('open');
    expect(assertCanOpen(conversation(), b, { ...fresh, tier: 'gold' })).toBe('open');
  });

  it('is idempotent on a conversation whose exchange is already open', () => {
    expect(assertCanOpen(conversation(), a, { ...fresh, alreadyOpen: true })).toBe('already-open');
  });

  it('refuses free and bronze members with the upgrade message', () => {
    for (const tier of ['free', 'bronze'] as const) {
      expect(refusal(() => assertCanOpen(conversation(), a, { ...fresh, tier }))).toEqual({
        code: ErrorCode.Forbidden,
        message: ContactExchangeMessage.NotEntitled,
      });
    }
  });

  it('uses the allowance once: a second conversation is refused', () => {
    expect(
      refusal(() => assertCanOpen(conversation(), a, { ...fresh, openedElsewhere: 1 })),
    ).toEqual({
      code: ErrorCode.Forbidden,
      message: ContactExchangeMessage.AllowanceUsed,
    });
  });

  it('hides conversations of others, and refuses closed and support conversations', () => {
    expect(refusal(() => assertCanOpen(conversation(), stranger, fresh))).toEqual({
      code: ErrorCode.NotFound,
      message: MessageMessage.ConversationNotFound,
    });
    expect(refusal(() => assertCanOpen(null, a, fresh)).code).toBe(ErrorCode.NotFound);
    expect(
      refusal(() =>
        assertCanOpen(conversation({ closed: true, closedReason: 'blocked' }), a, fresh),
      ),
    ).toEqual({ code: ErrorCode.Unprocessable, message: MessageMessage.Closed });
    expect(refusal(() => assertCanOpen(conversation({ memberB: null }), a, fresh)).message).toBe(
      MessageMessage.Closed,
    );
    expect(
      refusal(() => assertCanOpen(conversation({ kind: 'support', memberB: null }), a, fresh)),
    ).toEqual({
      code: ErrorCode.Unprocessable,
      message: ContactExchangeMessage.SupportConversation,
    });
  });
});

describe('revealing a contact card', () => {
  it('lets either member of an open exchange reveal their card', () => {
    expect(assertCanReveal(conversation(), b, { exchangeOpen: true, hasCard: true })).toBeTruthy();
  });

  it('needs a card, an open exchange and an open conversation', () => {
    expect(
      refusal(() => assertCanReveal(conversation(), a, { exchangeOpen: true, hasCard: false })),
    ).toEqual({
      code: ErrorCode.Unprocessable,
      message: ContactExchangeMessage.NoCard,
    });
    expect(
      refusal(() => assertCanReveal(conversation(), a, { exchangeOpen: false, hasCard: true }))
        .message,
    ).toBe(ContactExchangeMessage.NotOpen);
    expect(
      refusal(() =>
        assertCanReveal(conversation({ closed: true, closedReason: 'match-ended' }), a, {
          exchangeOpen: true,
          hasCard: true,
        }),
      ).message,
    ).toBe(MessageMessage.Closed);
    expect(
      refusal(() =>
        assertCanReveal(conversation(), stranger, { exchangeOpen: true, hasCard: true }),
      ).code,
    ).toBe(ErrorCode.NotFound);
  });
});

describe('the exchange as each member sees it', () => {
  const card = {
    phone: '+44 7700 900123',
    email: null,
    other: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
  const openedAt = new Date('2026-11-20T10:00:00.000Z');

  it('shows the partner card only once the partner revealed it', () => {
    const base = {
      tier: 'bronze' as const,
      exchange: { openedBy: a.userId, openedAt },
      openedElsewhere: 0,
      hasCard: true,
      partnerCard: card,
    };
    const hidden = exchangeState(conversation(), {
      ...base,
      viewerId: b.userId,
      reveals: [{ userId: b.userId, revealedAt: openedAt }],
    });
    expect(hidden).toMatchObject({
      open: true,
      openedBy: 'partner',
      revealedByMe: true,
      partnerRevealed: false,
      partnerCard: null,
      entitled: false,
      canOpen: false,
    });
    const shown = exchangeState(conversation(), {
      ...base,
      viewerId: b.userId,
      reveals: [{ userId: a.userId, revealedAt: openedAt }],
    });
    expect(shown).toMatchObject({ revealedByMe: false, partnerRevealed: true, partnerCard: card });
  });

  it('tells a silver member whether they can still open one', () => {
    const base = {
      viewerId: a.userId,
      tier: 'silver' as const,
      exchange: null,
      reveals: [],
      hasCard: false,
      partnerCard: null,
    };
    expect(exchangeState(conversation(), { ...base, openedElsewhere: 0 })).toMatchObject({
      open: false,
      openedBy: null,
      entitled: true,
      allowanceUsed: false,
      canOpen: true,
    });
    expect(exchangeState(conversation(), { ...base, openedElsewhere: 1 })).toMatchObject({
      allowanceUsed: true,
      canOpen: false,
    });
    expect(
      exchangeState(conversation({ closed: true, closedReason: 'blocked' }), {
        ...base,
        openedElsewhere: 0,
      }).canOpen,
    ).toBe(false);
  });
});

describe('the contact card', () => {
  it('trims, keeps what is shared and turns empty fields into null', () => {
    expect(
      contactCardSchema.parse({ phone: ' +44 7700-900 123 ', email: '', other: '  ' }),
    ).toEqual({
      phone: '+44 7700-900 123',
      email: null,
      other: null,
    });
    expect(contactCardSchema.parse({ email: 'amina@example.com' })).toEqual({
      phone: null,
      email: 'amina@example.com',
      other: null,
    });
  });

  it('refuses an empty card, a phone with letters, a bad email and long text', () => {
    const messages = (value: unknown) =>
      contactCardSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({})).toEqual([ContactExchangeMessage.NothingToShare]);
    expect(messages({ phone: '', email: ' ' })).toEqual([ContactExchangeMessage.NothingToShare]);
    expect(messages({ phone: 'call 0770' })).toContain(ContactExchangeMessage.InvalidPhone);
    expect(messages({ email: 'not-an-email' })).toEqual([ContactExchangeMessage.InvalidEmail]);
    expect(messages({ other: 'x'.repeat(201) })).toEqual([ContactExchangeMessage.OtherTooLong]);
    expect(messages({ phone: '0770', extra: 1 }).length).toBeGreaterThan(0);
  });
});
