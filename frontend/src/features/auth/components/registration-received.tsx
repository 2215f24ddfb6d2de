import { Button, Result } from 'antd';

/** Replaces the form once the server has the registration: what to do next, in its words. */
export const RegistrationReceived = ({
  message,
  onSignIn,
}: {
  message: string;
  onSignIn: () => void;
}) => (
  <Result
    status="success"
    title="Please check your email"
    subTitle={message}
    extra={
      <Button type="primary" onClick={onSignIn}>
        Go to Sign In
      </Button>
    }
  />
);
