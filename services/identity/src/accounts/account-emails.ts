import type { EventPayload, IdentityEmailKind } from '@mithaq/contracts';

type EmailRequest = EventPayload<'identity.email.requested'>;

interface Recipient {
  id: string;
  username: string;
  email: string;
}

const signOff = '\n\nKind regards,\nThe Mithaq team';

const email = (
  kind: IdentityEmailKind,
  dedupeKey: string,
  to: Recipient,
  subject: string,
  body: string,
): EmailRequest => ({
  kind,
  dedupeKey: `${kind}:${dedupeKey}`,
  to: to.email,
  subject,
  text: `Assalamu alaikum ${to.username},\n\n${body}${signOff}`,
});

/** The emails identity sends about an account; links start at the site's public address. */
export const accountEmails = (siteUrl: string) => ({
  passwordReset: (to: Recipient, tokenId: string, token: string): EmailRequest =>
    email(
      'password-reset',
      tokenId,
      to,
      'Reset your Mithaq password',
      `We received a request to reset the password of your Mithaq account. To choose a new one, open this link within the next hour:\n\n${siteUrl}/reset-password?token=${token}\n\nThe link works once. If you did not ask for this, you can ignore this email: your password stays as it is.`,
    ),
  passwordChanged: (to: Recipient, changeId: string): EmailRequest =>
    email(
      'password-changed',
      changeId,
      to,
      'Your Mithaq password was changed',
      `The password of your Mithaq account has just been changed, and you have been signed out elsewhere.\n\nIf this was not you, please reset your password now at ${siteUrl}/forgot-password and contact our team.`,
    ),
  verification: (to: Recipient, tokenId: string, token: string): EmailRequest =>
    email(
      'email-verification',
      tokenId,
      to,
      'Please verify your email address',
      `Thank you for joining Mithaq. Please confirm that this address is yours by opening this link within 24 hours:\n\n${siteUrl}/verify-email?token=${token}\n\nOur team can approve your account once your address is verified.`,
    ),
  registrationAttempt: (to: Recipient, attemptKey: string): EmailRequest =>
    email(
      'registration-attempt',
      attemptKey,
      to,
      'Someone tried to register with your email address',
      `Someone tried to create a new Mithaq account with this email address, which already belongs to your account. No new account was created.\n\nIf it was you, you can sign in at ${siteUrl}/auth, or reset your password at ${siteUrl}/forgot-password. If it was not you, you can ignore this email.`,
    ),
});
export type AccountEmails = ReturnType<typeof accountEmails>;
