import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Time-based one-time passwords as authenticator apps compute them: SHA-1, 30-second steps. */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the step before and after the current one are taken too (clock drift, typing). */
export const TOTP_WINDOW = 1;
/** 160 bits, the size of a SHA-1 key, as the HOTP specification recommends. */
const SECRET_BYTES = 20;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export const base32Encode = (bytes: Buffer): string => {
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) {
    text += BASE32[(value << (5 - bits)) & 31];
  }
  return text;
};

/** Decodes base32 (case, spaces and padding ignored); throws on any other character. */
export const base32Decode = (text: string): Buffer => {
  const clean = text.replace(/[\s=]+/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) {
      throw new Error('not base32');
    }
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
};

export const newTotpSecret = (): Buffer => randomBytes(SECRET_BYTES);

/** The HOTP value of a counter (dynamic truncation of HMAC-SHA-1), left-padded to `digits`. */
export const hotp = (secret: Buffer, counter: number, digits = TOTP_DIGITS): string => {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', secret).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
};

/** The time step a moment falls in. */
export const timeStepOf = (at: Date): number => Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);

export const totpAt = (secret: Buffer, at: Date, digits = TOTP_DIGITS): string =>
  hotp(secret, timeStepOf(at), digits);

const sameCode = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The time step whose code `code` is, looking one step either side of `at`; null when none.
 * Every step of the window is computed, so the time taken does not tell which one matched.
 */
export const matchingStep = (secret: Buffer, code: string, at: Date): number | null => {
  const current = timeStepOf(at);
  let found: number | null = null;
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step += 1) {
    if (sameCode(hotp(secret, step), code) && found === null) {
      found = step;
    }
  }
  return found;
};

/** The otpauth:// URI authenticator apps read from a QR code. */
export const otpauthUri = (secret: Buffer, issuer: string, accountName: string): string => {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
  const query = new URLSearchParams({
    secret: base32Encode(secret),
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
};
