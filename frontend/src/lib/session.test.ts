import { describe, expect, it } from 'vitest';
import { aUser } from '../testing/render-app';
import { json, mockFetch, text } from '../testing/fetch-mock';
import {
  destinationAfterSignIn,
  displayNameOf,
  isCurrentUser,
  sessionApi,
  setCurrentUser,
} from './session';
import { createAppStore } from './store';

describe('isCurrentUser', () => {
  it('accepts an object with an id', () => {
    expect(isCurrentUser({ id: 'u-1', role: 'seeker' })).toBe(true);
    expect(isCurrentUser({ id: 42 })).toBe(true);
  });

  it.each([
    null,
    undefined,
    'user',
    42,
    [],
    [{ id: 'u-1' }],
    {},
    { id: '' },
    { id: null },
    { message: 'Unauthorized' },
  ])('rejects %o', (value) => {
    expect(isCurrentUser(value)).toBe(false);
  });
});

describe('destinationAfterSignIn', () => {
  it('sends an admin to /admin even with an incomplete questionnaire', () => {
    expect(destinationAfterSignIn(aUser({ role: 'admin' }))).toBe('/admin');
  });

  it('sends a member with a completed questionnaire home', () => {
    expect(destinationAfterSignIn(aUser({ questionnaireCompleted: true }))).toBe('/');
    expect(destinationAfterSignIn(aUser({ questionnaireCompleted: false }))).toBe('/questionnaire');
  });

  it('sends anyone else to the questionnaire', () => {
    expect(destinationAfterSignIn(aUser({ role: 'wali' }))).toBe('/questionnaire');
  });
});

describe('displayNameOf', () => {
  it('prefers the full name and falls back to the username', () => {
    expect(displayNameOf(aUser())).toBe('Aisha Khan');
    expect(displayNameOf(aUser({ fullName: undefined }))).toBe('aisha_k');
  });
});

describe('session bootstrap (GET /api/user)', () => {
  const load = async () => {
    const store = createAppStore();
    const result = await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    return result.data;
  };

  it('signs the user in and stores the role when the reply is a user', async () => {
    const user = aUser({ role: 'admin' });
    mockFetch({ 'GET /api/user': () => json(200, user) });
    expect(await load()).toEqual(user);
    expect(localStorage.getItem('user_role')).toBe('admin');
  });

  it.each([
    [
      'a 401',
      () => json(401, { statusCode: 401, message: 'Not signed in', code: 'UNAUTHENTICATED' }),
    ],
    ['a 500 page', () => text(500, 'Internal Server Error')],
    ['a reply without an id', () => json(200, { role: 'seeker' })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('treats %s as signed out and forgets the stored role', async (_label, reply) => {
    localStorage.setItem('user_role', 'admin');
    mockFetch({ 'GET /api/user': reply });
    expect(await load()).toBeNull();
    expect(localStorage.getItem('user_role')).toBeNull();
  });

  it('setCurrentUser replaces the cached user without a request', () => {
    const { fetchMock } = mockFetch({});
    const store = createAppStore();
    setCurrentUser(store.dispatch, aUser());
    const cached = sessionApi.endpoints.getCurrentUser.select()(store.getState());
    expect(cached.data?.username).toBe('aisha_k');
    expect(localStorage.getItem('user_role')).toBe('seeker');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
