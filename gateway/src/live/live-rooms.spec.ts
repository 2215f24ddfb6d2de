import { liveEvents, type EventPayload, type Message } from '@mithaq/contracts';
import { ADMINS_ROOM, roomsFor, userRoom } from './live-rooms';

const amina = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';
const yusuf = '11111111-2222-4333-8444-555555555555';

const message: Message = {
  id: '99999999-8888-4777-8666-555555555555',
  conversationId: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
  senderId: amina,
  receiverId: yusuf,
  fromSupport: false,
  content: 'Assalamu alaikum',
  isRead: false,
  createdAt: '2026-11-23T10:00:00.000Z',
  isFlagged: false,
  isFirstContact: true,
  isRemoved: false,
};

describe('the rooms each live event reaches', () => {
  it("sends a member's message to the receiver only, never back to the sender's room", () => {
    const sent: EventPayload<'messaging.message.sent'> = {
      message,
      notify: [yusuf],
      toSupport: false,
    };
    expect(roomsFor('messaging.message.sent', sent)).toEqual([userRoom(yusuf)]);
  });

  it('sends a message to the team to every admin, and a team answer to the member', () => {
    const toTeam = { message: { ...message, receiverId: null }, notify: [], toSupport: true };
    expect(roomsFor('messaging.message.sent', toTeam)).toEqual([ADMINS_ROOM]);
    const answer = {
      message: { ...message, fromSupport: true },
      notify: [amina],
      toSupport: false,
    };
    expect(roomsFor('messaging.message.sent', answer)).toEqual([`user:${amina}`]);
  });

  it('tells the other side of a read receipt, each user once', () => {
    const read: EventPayload<'messaging.message.read'> = {
      conversationId: message.conversationId,
      readerId: yusuf,
      upToMessageId: message.id,
      notify: [amina, amina],
    };
    expect(roomsFor('messaging.message.read', read)).toEqual([userRoom(amina)]);
  });

  it('tells the target of a new request and the requester of an answer', () => {
    const pair = { requestId: message.id, requesterId: amina, targetId: yusuf };
    expect(roomsFor('matching.request.created', pair)).toEqual([userRoom(yusuf)]);
    expect(roomsFor('matching.request.answered', { ...pair, status: 'accepted' })).toEqual([
      userRoom(amina),
    ]);
  });

  it('has an audience for every live event', () => {
    const payload = {
      notify: [amina],
      toSupport: false,
      requesterId: amina,
      targetId: amina,
    };
    for (const name of liveEvents) {
      expect(roomsFor(name, payload)).toEqual([userRoom(amina)]);
    }
  });

  it('reaches nobody for other events, a missing payload or malformed ids', () => {
    expect(roomsFor('messaging.member.blocked', { blockerId: amina, blockedId: yusuf })).toEqual(
      [],
    );
    expect(roomsFor('identity.account.deleted', { userId: amina })).toEqual([]);
    expect(roomsFor('messaging.message.sent', null)).toEqual([]);
    expect(
      roomsFor('messaging.message.sent', { notify: [42, '', yusuf], toSupport: 'yes' }),
    ).toEqual([userRoom(yusuf)]);
    expect(roomsFor('matching.request.created', { targetId: 7 })).toEqual([]);
  });
});
