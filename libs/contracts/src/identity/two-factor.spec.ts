import {
  confirmTwoFactorSchema,
  isTwoFactorRequired,
  normaliseRecoveryCode,
  SIGN_IN_CODE_MESSAGE,
  TOTP_CODE_MESSAGE,
  twoFactorSignInSchema,
} from './two-factor';

const challenge = 'A'.repeat(43);
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('two-factor sign-in schemas', () => {
  it('takes a six-digit app code with the spaces people type dropped', () => {
    expect(confirmTwoFactorSchema.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' });
    for (const code of ['12345', '1234567', 'abcdef', '', 12345]) {
      expect(messageOf(confirmTwoFactorSchema.safeParse({ code }))).toBe(TOTP_CODE_MESSAGE);
    }
  });

  it('takes an app code or a recovery code in the second sign-in step', () => {
    expect(twoFactorSignInSchema.parse({ challenge, code: '654321' }).code).toBe('654321');
    expect(twoFactorSignInSchema.parse({ challenge, code: 'abcde-fgh27' }).code).toBe(
      'abcde-fgh27',
    );
    for (const code of ['abcde-fgh18', '12345', 'x'.repeat(41), 'ABCDE FGHIJ K']) {
      expect(messageOf(twoFactorSignInSchema.safeParse({ challenge, code }))).toBe(
        SIGN_IN_CODE_MESSAGE,
      );
    }
    expect(twoFactorSignInSchema.safeParse({ challenge: 'short', code: '654321' }).success).toBe(
      false,
    );
    expect(
      twoFactorSignInSchema.safeParse({ challenge, code: '654321', userId: 'x' }).success,
    ).toBe(false);
  });

  it('compares recovery codes without case, spaces or the hyphen', () => {
    expect(normaliseRecoveryCode(' abcde-fgh27 ')).toBe('ABCDEFGH27');
  });

  it('tells the second-step reply from a user', () => {
    expect(isTwoFactorRequired({ twoFactorRequired: true, challenge, expiresIn: 300 })).toBe(true);
    expect(isTwoFactorRequired({ id: 'u1', role: 'admin' })).toBe(false);
    expect(isTwoFactorRequired(null)).toBe(false);
  });
});
