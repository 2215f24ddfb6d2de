import { DomainError, ErrorCode } from '@mithaq/contracts';
import { verifyPassword } from './password';
import {
  assertNewPasswordAllowed,
  COMMON_PASSWORD_MESSAGE,
  hashNewPassword,
  newPasswordProblem,
  PASSWORD_IS_NAME_MESSAGE,
} from './password-policy';

const owner = { username: 'amina.yusuf-92', email: 'amina.yusuf@example.com' };

describe('new password policy', () => {
  it('asks for at least 12 characters and at most 128', () => {
    expect(newPasswordProblem('123456', owner)).toBe('Password must be at least 12 characters');
    expect(newPasswordProblem('eleven-char', owner)).toBe(
      'Password must be at least 12 characters',
    );
    expect(newPasswordProblem('twelve-chars', owner)).toBeNull();
    expect(newPasswordProblem('x'.repeat(128), owner)).toBeNull();
    expect(newPasswordProblem('x'.repeat(129), owner)).toBe(
      'Password must be at most 128 characters',
    );
  });

  it.each(['123456789012', 'password1234', 'qwerty123456', '1q2w3e4r5t6y'])(
    'refuses the common password %p',
    (password) => {
      expect(newPasswordProblem(password, owner)).toBe(COMMON_PASSWORD_MESSAGE);
    },
  );

  it('finds a common password whatever its case', () => {
    expect(newPasswordProblem('PassWord1234', owner)).toBe(COMMON_PASSWORD_MESSAGE);
    expect(newPasswordProblem('QWERTY123456', owner)).toBe(COMMON_PASSWORD_MESSAGE);
    // Full-width letters fold to the ones they look like.
    expect(newPasswordProblem('ｐａｓｓｗｏｒｄ１２３４', owner)).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it('refuses the username or the email address, whatever the case', () => {
    expect(newPasswordProblem('amina.yusuf-92', owner)).toBe(PASSWORD_IS_NAME_MESSAGE);
    expect(newPasswordProblem('AMINA.YUSUF-92', owner)).toBe(PASSWORD_IS_NAME_MESSAGE);
    expect(newPasswordProblem('Amina.Yusuf@Example.com', owner)).toBe(PASSWORD_IS_NAME_MESSAGE);
    // Containing the name is allowed: only the name itself is the first guess.
    expect(newPasswordProblem('amina.yusuf-92 likes tea', owner)).toBeNull();
  });

  it('accepts passphrases with spaces, Unicode and no composition rules', () => {
    expect(newPasswordProblem('correct horse battery staple', owner)).toBeNull();
    expect(newPasswordProblem('بسم الله الرحمن', owner)).toBeNull();
    expect(newPasswordProblem('all lower case words here', owner)).toBeNull();
    expect(newPasswordProblem('😀😀😀😀😀😀😀😀😀😀😀😀', owner)).toBeNull();
  });

  it('throws the refusal as a validation error on the named field', () => {
    const refusal = (() => {
      try {
        assertNewPasswordAllowed('password1234', owner, 'newPassword');
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).toPayload()).toEqual({
      code: ErrorCode.ValidationFailed,
      message: COMMON_PASSWORD_MESSAGE,
      fields: { newPassword: COMMON_PASSWORD_MESSAGE },
    });
  });

  it('hashes an allowed password and refuses before hashing a weak one', async () => {
    const hash = await hashNewPassword('a long and sound passphrase', owner, 'password');
    expect(await verifyPassword(hash, 'a long and sound passphrase')).toBe(true);
    await expect(hashNewPassword('123456789012', owner, 'password')).rejects.toMatchObject({
      code: ErrorCode.ValidationFailed,
      fields: { password: COMMON_PASSWORD_MESSAGE },
    });
  });
});
