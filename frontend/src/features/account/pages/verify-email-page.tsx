import type { CurrentUser } from '@mithaq/contracts';
import { Flex, Result, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ResendVerification } from '../../../components/account/resend-verification';
import { paths } from '../../../config/paths';
import { useVerifyEmailMutation } from '../../../entities/account/account-api';
import { apiErrorOf, type ApiError } from '../../../lib/api-error';
import { destinationAfterSignIn, useSession } from '../../../lib/session';
import { AccountPanel } from '../components/account-panel';
import { invalidLinkText, tokenFromLink } from '../lib/email-link';

export const EMAIL_VERIFIED_TITLE = 'Your email address is verified';

type State =
  { kind: 'verifying' } | { kind: 'verified' } | { kind: 'failed'; error: ApiError | null };

const Failed = ({ error, user }: { error: ApiError | null; user: CurrentUser | null }) => {
  if (user?.isEmailVerified) {
    return (
      <Result
        status="info"
        title={invalidLinkText(error)}
        subTitle="Your email address is already verified."
        extra={<Link to={destinationAfterSignIn(user)}>Continue</Link>}
      />
    );
  }
  return (
    <Result
      status="warning"
      title={invalidLinkText(error)}
      subTitle={
        user
          ? 'Verification links work for a limited time. You can ask for a new one.'
          : 'Verification links work for a limited time. Sign in to ask for a new one.'
      }
      extra={
        user ? (
          <Flex justify="center">
            <ResendVerification />
          </Flex>
        ) : (
          <Link to={paths.auth}>Sign In</Link>
        )
      }
    />
  );
};

const Verified = ({ user }: { user: CurrentUser | null }) => (
  <Result
    status="success"
    title={EMAIL_VERIFIED_TITLE}
    subTitle={user ? undefined : 'You can sign in now.'}
    extra={
      user ? (
        <Link to={destinationAfterSignIn(user)}>Go to your dashboard</Link>
      ) : (
        <Link to={paths.auth}>Sign In</Link>
      )
    }
  />
);

/** Opened from the verification email: sends the link's token once and tells how it went. */
export const VerifyEmailPage = () => {
  const [search] = useSearchParams();
  const token = tokenFromLink(search);
  // Read here, so the verification's refresh of the account reaches the banner and the links.
  const { user } = useSession();
  const [verify] = useVerifyEmailMutation();
  const [state, setState] = useState<State>(
    token === null ? { kind: 'failed', error: null } : { kind: 'verifying' },
  );
  // A token works once: React's development double effects must not send it a second time.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (token === null || sentFor.current === token) {
      return;
    }
    sentFor.current = token;
    setState({ kind: 'verifying' });
    void verify({ token }).then((reply) =>
      setState(
        reply.error === undefined
          ? { kind: 'verified' }
          : { kind: 'failed', error: apiErrorOf(reply.error) },
      ),
    );
  }, [token, verify]);

  return (
    <AccountPanel title="Email verification">
      {state.kind === 'verifying' && (
        <Flex vertical align="center" gap="middle" role="status">
          <Spin />
          <Typography.Text>Verifying your email address...</Typography.Text>
        </Flex>
      )}
      {state.kind === 'verified' && <Verified user={user} />}
      {state.kind === 'failed' && <Failed error={state.error} user={user} />}
    </AccountPanel>
  );
};
