import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Flex, Tabs, Typography } from 'antd';
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { csrfTokenCache } from '../../../lib/csrf';
import { destinationAfterSignIn, useSession } from '../../../lib/session';
import { useSiteName } from '../../../entities/site/site-settings';
import { RegisterForm } from '../components/register-form';
import { SignInForm } from '../components/sign-in-form';
import { useRegister } from '../hooks/use-register';
import { useSignIn } from '../hooks/use-sign-in';

export const AuthPage = () => {
  const { user } = useSession();
  const siteName = useSiteName();
  const { signIn, isSigningIn, hasSignedIn } = useSignIn();
  const { register, isRegistering, hasRegistered } = useRegister();

  useEffect(() => {
    // The auth page fetches the CSRF token up front; failures are only logged.
    void csrfTokenCache.get();
  }, []);

  // A visitor who is already signed in is sent away; after a submit the hooks navigate instead.
  const handingOver = isSigningIn || hasSignedIn || isRegistering || hasRegistered;
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
          defaultActiveKey="sign-in"
          centered
          destroyOnHidden
          items={[
            {
              key: 'sign-in',
              label: 'Sign In',
              children: <SignInForm busy={isSigningIn} onSubmit={signIn} />,
            },
            {
              key: 'register',
              label: 'Register',
              children: <RegisterForm busy={isRegistering} onSubmit={register} />,
            },
          ]}
        />
      </Card>
    </Flex>
  );
};
