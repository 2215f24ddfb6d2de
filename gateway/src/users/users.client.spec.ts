import type { RpcClient } from '@mithaq/bus';
import { IdentityRpc, Role, type Account, type Actor, type Profile } from '@mithaq/contracts';
import { ReadCache } from '../infra/read-cache';
import { UsersClient } from './users.client';

const userId = '6f1c2d3e-4b5a-4c6d-8e7f-901234567893';
const actor: Actor = { userId, role: Role.Seeker };

describe('UsersClient.currentUser', () => {
  const setup = () => {
    const replies = {
      account: { id: userId, username: 'aisha', isSuspended: false } as unknown as Account,
      profile: { userId, fullName: 'Aisha', bio: 'short', updatedAt: 'x' } as unknown as Profile,
    };
    const rpc = {
      call: jest.fn((def: unknown) =>
        Promise.resolve(def === IdentityRpc.getAccount ? replies.account : replies.profile),
      ),
    };
    const cache = new ReadCache({ maxAgeMs: 10_000, maxMembers: 10, maxPerMember: 4 });
    cache.connected();
    const users = new UsersClient(rpc as unknown as RpcClient, cache);
    return { replies, rpc, cache, users };
  };

  it('serves the same composed user while the cache serves the same replies', async () => {
    const { users, rpc } = setup();
    const first = await users.currentUser(actor);
    expect(first).toMatchObject({ id: userId, username: 'aisha', fullName: 'Aisha' });
    expect(first).not.toHaveProperty('userId');
    expect(await users.currentUser(actor)).toBe(first);
    expect(rpc.call).toHaveBeenCalledTimes(2);
  });

  it('composes again from a new profile reply with the same account', async () => {
    const { users, replies, cache } = setup();
    const first = await users.currentUser(actor);
    replies.profile = { ...replies.profile, fullName: 'Aisha Rahman' };
    cache.changed('profile');
    const second = await users.currentUser(actor);
    expect(second).not.toBe(first);
    expect(second.fullName).toBe('Aisha Rahman');
    expect(second.username).toBe('aisha');
  });

  it('composes again from a new account reply', async () => {
    const { users, replies, cache } = setup();
    await users.currentUser(actor);
    replies.account = { ...replies.account, username: 'aisha.r' };
    cache.changed('identity');
    expect((await users.currentUser(actor)).username).toBe('aisha.r');
  });
});
