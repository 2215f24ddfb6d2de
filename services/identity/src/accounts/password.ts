import argon2 from 'argon2';

/** OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane. */
export const PASSWORD_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> =>
  argon2.hash(password, PASSWORD_HASH_OPTIONS);

export const verifyPassword = async (hash: string, password: string): Promise<boolean> => {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
};

export const needsRehash = (hash: string): boolean =>
  argon2.needsRehash(hash, PASSWORD_HASH_OPTIONS);

let decoy: Promise<string> | null = null;
/** A hash to verify against when no account matches, so timing does not reveal which names exist. */
export const decoyHash = (): Promise<string> =>
  (decoy ??= hashPassword('decoy-password-never-valid'));
