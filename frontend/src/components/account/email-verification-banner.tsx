import { Alert } from 'antd';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { isAdmin, useSession } from '../../lib/session';
import { ResendVerification } from './resend-verification';

export const VERIFY_EMAIL_TITLE = 'Please verify your email address';

/** Shown to a signed-in member until their email address is verified; admins never see it. */
export const EmailVerificationBanner = () => {
  const { user } = useSession();
  const { pathname } = useLocation();
  // The verification page speaks for itself there, resend button included.
  const onVerificationPage = pathname.toLowerCase().startsWith(paths.verifyEmail);
  if (!user || isAdmin(user) || user.isEmailVerified || onVerificationPage) {
    return null;
  }
  return (
    <Alert
      type="warning"
      showIcon
      title={VERIFY_EMAIL_TITLE}
      description={
        <>
          <p style={{ marginTop: 0 }}>
            We sent a link to {user.email}. Our team can approve your account only after your email
            address is verified. If the email has not arrived, check your spam folder or ask for a
            new one.
          </p>
          <ResendVerification />
        </>
      }
      style={{ marginBottom: 16 }}
    />
  );
};
