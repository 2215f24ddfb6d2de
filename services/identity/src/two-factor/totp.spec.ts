import {
  base32Decode,
  base32Encode,
  hotp,
  matchingStep,
  otpauthUri,
  timeStepOf,
  totpAt,
} from './totp';

// The SHA-1 seed of the reference implementation's test vectors: the ASCII of "1234567890" twice.
const RFC_SECRET = Buffer.from('12345678901234567890', 'ascii');
const at = (seconds: number): Date => new Date(seconds * 1000);

describe('time-based one-time passwords', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('gives the published SHA-1 value at %i seconds (%s)', (seconds, expected) => {
    expect(totpAt(RFC_SECRET, at(seconds), 8)).toBe(expected);
    // The six-digit code apps show is the same number modulo 10^6.
    expect(totpAt(RFC_SECRET, at(seconds))).toBe(expected.slice(2));
  });

  it('gives the HOTP reference values for the first counters', () => {
    const values = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((counter) => hotp(RFC_SECRET, counter));
    expect(values).toEqual([
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ]);
  });

  it('takes the codes of one step either side and nothing further', () => {
    const now = at(1_700_000_015);
    const step = timeStepOf(now);
    expect(matchingStep(RFC_SECRET, hotp(RFC_SECRET, step), now)).toBe(step);
    expect(matchingStep(RFC_SECRET, hotp(RFC_SECRET, step - 1), now)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, hotp(RFC_SECRET, step + 1), now)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, hotp(RFC_SECRET, step - 2), now)).toBeNull();
    expect(matchingStep(RFC_SECRET, hotp(RFC_SECRET, step + 2), now)).toBeNull();
    expect(matchingStep(RFC_SECRET, '000000', at(59))).toBeNull();
  });

  it('encodes and decodes base32 as authenticator apps do', () => {
    expect(base32Encode(RFC_SECRET)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
    expect(() => base32Decode('MZXW1')).toThrow('not base32');
    const secret = Buffer.from('a1b2c3d4e5f60718293a4b5c6d7e8f9012345678', 'hex');
    expect(base32Decode(base32Encode(secret))).toEqual(secret);
  });

  it('builds the otpauth URI with the issuer, the account and the parameters', () => {
    const uri = new URL(otpauthUri(RFC_SECRET, 'Mithaq', 'amina admin'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Mithaq:amina admin');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
      issuer: 'Mithaq',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
