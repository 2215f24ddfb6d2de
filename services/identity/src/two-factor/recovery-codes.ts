import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@mithaq/contracts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** One code of 10 base32 characters (50 random bits), shown as `ABCDE-FGHIJ`. */
const newRecoveryCode = (): string => {
  let code = '';
  for (let index = 0; index < 10; index += 1) {
    code += ALPHABET[randomInt(ALPHABET.length)];
  }
  return `${code.slice(0, 5)}-${code.slice(5)}`;
};

/** A fresh set of distinct recovery codes. */
export const newRecoveryCodes = (): string[] => {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) {
    codes.add(newRecoveryCode());
  }
  return [...codes];
};
