import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Flex, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { csrfTokenCache } from '../../../lib/csrf';
import { destinationAfterSignIn, useSession } from '../../../lib/session';
import { useSiteName } from '../../../entities/site/site-settings';
import { RegisterForm } from '../components/register-form';
import { RegistrationReceived } from '../components/registration-received';
import { SignInForm } from '../components/sign-in-form';
import { TwoFactorStep } from '../components/two-factor-step';
import { useRegister } from '../hooks/use-register';
import { useSignIn } from '../hooks/use-sign-in';

type AuthTab = 'sign-in' | 'register';

export const AuthPage = () => {
  const { user } = useSession();
  const siteName = useSiteName();
  const { signIn, submitCode, cancelCode, needsCode, isSigningIn, hasSignedIn } = useSignIn();
  const { register, isRegistering, registeredMessage, startOver } = useRegister();
  const [tab, setTab] = useState<AuthTab>('sign-in');

  useEffect(() => {
    // The auth page fetches the CSRF token up front; failures are only logged.
    void csrfTokenCache.get();
  }, []);

  // A visitor who is already signed in is sent away; after a sign-in the hook navigates instead.
  const handingOver = isSigningIn || hasSignedIn;
  if (user && !handingOver) {
    return <Navigate to={destinationAfterSignIn(user)} replace />;
  }

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 760, marginInline: 'auto' }}>
      <Link to={paths.home}>
        <ArrowLeftOutlined /> Back to Home
      </Link>
      <Card>
        <Typography.Title level={2} style={{ textAlign: 'center' }}>
          Welcome to {siteName}
        </Typography.Title>
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            // Leaving the Register tab clears a finished registration: it opens on a new form.
            startOver();
            setTab(key === 'register' ? 'register' : 'sign-in');
          }}
          centered
          destroyOnHidden
          items={[
            {
              key: 'sign-in',
              label: 'Sign In',
              children: needsCode ? (
                <TwoFactorStep busy={isSigningIn} onSubmit={submitCode} onBack={cancelCode} />
              ) : (
                <SignInForm busy={isSigningIn} onSubmit={signIn} />
              ),
            },
            {
              key: 'register',
              label: 'Register',
              children:
                registeredMessage === null ? (
                  <RegisterForm busy={isRegistering} onSubmit={register} />
                ) : (
                  <RegistrationReceived
                    message={registeredMessage}
                    onSignIn={() => {
                      startOver();
                      setTab('sign-in');
                    }}
                  />
                ),
            },
          ]}
        />
      </Card>
    </Flex>
  );
};
