import { afterEach, describe, expect, it } from 'vitest';
import {
  isOnboardingDone,
  markOnboardingDone,
  keepOnboardingCookie,
  onboardingCookieOf,
} from './onboarding';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

const clearCookies = () => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) {
      document.cookie = `${name}=; Max-Age=0; Path=/`;
    }
  }
};

describe('the walkthrough as the browser remembers it', () => {
  afterEach(() => {
    localStorage.clear();
    clearCookies();
  });

  it('is remembered in storage and in a cookie the server can read', () => {
    expect(isOnboardingDone(A)).toBe(false);
    markOnboardingDone(A);
    expect(isOnboardingDone(A)).toBe(true);
    expect(document.cookie).toContain(`${onboardingCookieOf(A)}=1`);
    expect(isOnboardingDone(B)).toBe(false);
  });

  it("is read on the server from the request's cookies alone", () => {
    localStorage.setItem(`mithaq:matches-onboarding-done:${A}`, 'true');
    expect(isOnboardingDone(A, 'mithaq.sid=abc')).toBe(false);
    expect(isOnboardingDone(A, `mithaq.sid=abc; ${onboardingCookieOf(A)}=1`)).toBe(true);
    expect(isOnboardingDone(B, `${onboardingCookieOf(A)}=1`)).toBe(false);
  });

  it('gets its cookie when finished before the cookie existed, and only then', () => {
    localStorage.setItem(`mithaq:matches-onboarding-done:${A}`, 'true');
    keepOnboardingCookie(A);
    keepOnboardingCookie(B);
    expect(document.cookie).toContain(`${onboardingCookieOf(A)}=1`);
    expect(document.cookie).not.toContain(onboardingCookieOf(B));
  });
});
