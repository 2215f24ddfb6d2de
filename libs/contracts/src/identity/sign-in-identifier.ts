/** Usernames are ASCII only, so a sign-in name outside this set can never match one. */
const USERNAME_IDENTIFIER = /^[a-z0-9._-]{3,29}$/;
/** A conservative ASCII address: anything registered passed a stricter check than this. */
const EMAIL_IDENTIFIER = /^[a-z0-9._%'+-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/;
const EMAIL_MAX = 254;

/**
 * The one form of a sign-in name that the gateway's counters and identity's lookup both use:
 * NFKC, then JavaScript lower case. Null when the result is neither a possible username nor a
 * possible email address, so look-alike Unicode (a dotted capital I lower-cases to "i" plus a
 * combining dot) is refused before any lookup instead of matching an ASCII name.
 */
export const normaliseSignInIdentifier = (raw: string): string | null => {
  const value = raw.trim().normalize('NFKC').toLowerCase();
  if (value.includes('@')) {
    return value.length <= EMAIL_MAX && EMAIL_IDENTIFIER.test(value) ? value : null;
  }
  return USERNAME_IDENTIFIER.test(value) ? value : null;
};
