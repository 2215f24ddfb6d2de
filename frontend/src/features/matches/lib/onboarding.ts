import { createContext } from 'react';

/** The walkthrough shows once per member: its completion is kept per user id. */
const keyOf = (userId: string): string => `mithaq:matches-onboarding-done:${userId}`;

/**
 * The same fact as a cookie, which the browser sends with the page's document: the gateway draws
 * the matches page on the server (server/render-first-screen), where the browser's storage cannot
 * be read, and must know whether to draw the walkthrough or the tabs.
 */
export const onboardingCookieOf = (userId: string): string =>
  `mithaq-walkthrough-done-${encodeURIComponent(userId)}`;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const hasCookie = (cookies: string, name: string): boolean =>
  cookies.split(';').some((pair) => pair.trim().startsWith(`${name}=`));

const writeCookie = (userId: string): void => {
  if (typeof document === 'undefined') {
    return;
  }
  const name = onboardingCookieOf(userId);
  if (!hasCookie(document.cookie, name)) {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${name}=1; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
  }
};

/** The request's cookies when the page is drawn on the server; unset in the browser. */
export const ServerCookies = createContext<string | undefined>(undefined);

/**
 * Whether the member finished the walkthrough: in the browser, as this browser remembers it; on
 * the server, from the cookie the browser sent (`serverCookies`).
 */
export const isOnboardingDone = (userId: string, serverCookies?: string): boolean => {
  if (serverCookies !== undefined) {
    return hasCookie(serverCookies, onboardingCookieOf(userId));
  }
  try {
    return localStorage.getItem(keyOf(userId)) === 'true';
  } catch {
    return false;
  }
};

export const markOnboardingDone = (userId: string): void => {
  try {
    localStorage.setItem(keyOf(userId), 'true');
  } catch (error) {
    console.error('Could not remember the finished walkthrough', error);
  }
  writeCookie(userId);
};

/**
 * Writes the walkthrough's cookie when this browser remembers it finished but has no cookie for
 * it (finished before the cookie existed, or the cookie was cleared), so the next matches page
 * the gateway draws shows the tabs, as the app does.
 */
export const keepOnboardingCookie = (userId: string): void => {
  if (isOnboardingDone(userId)) {
    writeCookie(userId);
  }
};

/** The progress bar starts at 25 and adds 25 per step. */
export const progressOfStep = (stepIndex: number): number => 25 * (stepIndex + 1);
