import { DomainError, MessageMessage, type Actor } from '@mithaq/contracts';
import {
  assertCanMarkRead,
  assertCanRead,
  assertCanReport,
  assertCanWrite,
  assertSenderIsCaller,
  closedState,
  isFirstContact,
  orderedPair,
  partnerOf,
  stateOnAccept,
  type ConversationState,
} from './conversation-rules';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';
const member = (userId: string): Actor => ({ userId, role: 'seeker' });
const admin: Actor = { userId: '99999999-9999-4999-8999-999999999999', role: 'admin' };

const open: ConversationState = {
  kind: 'member',
  memberA: A,
  memberB: B,
  closed: false,
  closedReason: null,
};
const support: ConversationState = {
  kind: 'support',
  memberA: A,
  memberB: null,
  closed: false,
  closedReason: null,
};

const failure = (run: () => unknown): [string, string] => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) {
      return [error.code, error.message];
    }
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('conversation rules', () => {
  it('stores a pair in one order whoever comes first', () => {
    expect(orderedPair(B, A)).toEqual([A, B]);
    expect(orderedPair(A, B)).toEqual([A, B]);
    expect(orderedPair(B.toUpperCase(), A)).toEqual([A, B]);
    expect(partnerOf(open, A)).toBe(B);
    expect(partnerOf(open, B)).toBe(A);
  });

  describe('writing', () => {
    it('lets either member write into their open conversation', () => {
      expect(assertCanWrite(open, A)).toBe(open);
      expect(assertCanWrite(open, B)).toBe(open);
    });

    it('refuses a stranger, a missing conversation, a support thread and a deleted partner', () => {
      const refused = ['FORBIDDEN', MessageMessage.NotAPartner];
      expect(failure(() => assertCanWrite(open, C))).toEqual(refused);
      expect(failure(() => assertCanWrite(null, A))).toEqual(refused);
      expect(failure(() => assertCanWrite(support, A))).toEqual(refused);
      expect(failure(() => assertCanWrite({ ...open, memberB: null }, A))).toEqual(refused);
    });

    it('refuses both members once the conversation is closed', () => {
      const closed = { ...open, ...closedState(open, 'blocked') };
      for (const sender of [A, B]) {
        expect(failure(() => assertCanWrite(closed, sender))).toEqual([
          'UNPROCESSABLE',
          MessageMessage.Closed,
        ]);
      }
    });

    it('accepts no sender or the caller as the sender, nobody else', () => {
      expect(() => assertSenderIsCaller(undefined, member(A))).not.toThrow();
      expect(() => assertSenderIsCaller(A.toUpperCase(), member(A))).not.toThrow();
      expect(failure(() => assertSenderIsCaller(B, member(A)))).toEqual([
        'FORBIDDEN',
        MessageMessage.SenderNotCaller,
      ]);
    });
  });

  it('counts messages as first contact until both members have written', () => {
    expect(isFirstContact(false, false)).toBe(true);
    expect(isFirstContact(true, false)).toBe(true);
    // The second member's first reply is still screened.
    expect(isFirstContact(false, true)).toBe(true);
    expect(isFirstContact(true, true)).toBe(false);
  });

  describe('state transitions', () => {
    it('closes an open conversation with the reason', () => {
      expect(closedState(open, 'match-ended')).toEqual({
        closed: true,
        closedReason: 'match-ended',
      });
      expect(closedState(open, 'blocked')).toEqual({ closed: true, closedReason: 'blocked' });
    });

    it('lets a block override an ended match, never the other way round', () => {
      const ended = { closed: true, closedReason: 'match-ended' as const };
      const blocked = { closed: true, closedReason: 'blocked' as const };
      expect(closedState(ended, 'blocked').closedReason).toBe('blocked');
      expect(closedState(blocked, 'match-ended').closedReason).toBe('blocked');
    });

    it('opens on an accepted request unless a block stands', () => {
      expect(stateOnAccept(false)).toEqual({ closed: false, closedReason: null });
      expect(stateOnAccept(true)).toEqual({ closed: true, closedReason: 'blocked' });
    });
  });

  describe('reading', () => {
    it('shows a conversation to its members only, as not found to anyone else', () => {
      expect(assertCanRead(open, member(B))).toBe(open);
      const notFound = ['NOT_FOUND', MessageMessage.ConversationNotFound];
      expect(failure(() => assertCanRead(open, member(C)))).toEqual(notFound);
      expect(failure(() => assertCanRead(null, member(A)))).toEqual(notFound);
      // Admins read through the audited admin call, not as a member.
      expect(failure(() => assertCanRead(open, admin))).toEqual(notFound);
    });

    it('lets only the recipient mark a message read; the team for messages to support', () => {
      const toB = { senderId: A, receiverId: B, fromSupport: false };
      expect(assertCanMarkRead(toB, open, member(B)).asTeam).toBe(false);
      for (const actor of [member(A), member(C), admin]) {
        expect(failure(() => assertCanMarkRead(toB, open, actor))).toEqual([
          'NOT_FOUND',
          MessageMessage.MessageNotFound,
        ]);
      }
      const toTeam = { senderId: A, receiverId: null, fromSupport: false };
      expect(assertCanMarkRead(toTeam, support, admin).asTeam).toBe(true);
      expect(failure(() => assertCanMarkRead(toTeam, support, member(A)))[0]).toBe('NOT_FOUND');
      const fromTeam = { senderId: admin.userId, receiverId: A, fromSupport: true };
      expect(assertCanMarkRead(fromTeam, support, member(A)).asTeam).toBe(false);
      expect(failure(() => assertCanMarkRead(fromTeam, support, admin))[0]).toBe('NOT_FOUND');
    });

    it('takes reports of received member messages only', () => {
      const toB = { senderId: A, receiverId: B, fromSupport: false };
      expect(assertCanReport(toB, open, member(B))).toBe(toB);
      expect(failure(() => assertCanReport(toB, open, member(A)))).toEqual([
        'UNPROCESSABLE',
        MessageMessage.OwnMessage,
      ]);
      expect(failure(() => assertCanReport(toB, open, member(C)))[0]).toBe('NOT_FOUND');
      const fromTeam = { senderId: admin.userId, receiverId: A, fromSupport: true };
      expect(failure(() => assertCanReport(fromTeam, support, member(A)))).toEqual([
        'UNPROCESSABLE',
        MessageMessage.SupportMessage,
      ]);
    });
  });
});
