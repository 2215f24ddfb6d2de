import { loginSchema, type LoginRequest } from '@mithaq/contracts';
import { Button, Checkbox, Flex, Form, Input } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { schemaRule } from '../../../lib/form-rules';

interface SignInValues {
  username?: string;
  password?: string;
  rememberMe?: boolean;
}

interface SignInFormProps {
  busy: boolean;
  onSubmit: (values: LoginRequest) => Promise<void>;
}

const { shape } = loginSchema;

export const SignInForm = ({ busy, onSubmit }: SignInFormProps) => {
  const onFinish = (values: SignInValues) =>
    void onSubmit({
      username: values.username ?? '',
      password: values.password ?? '',
      rememberMe: values.rememberMe === true,
    });

  return (
    <Form<SignInValues>
      layout="vertical"
      onFinish={onFinish}
      disabled={busy}
      initialValues={{ rememberMe: false }}
    >
      <Form.Item label="Username or Email" name="username" rules={[schemaRule(shape.username)]}>
        {/* The page exists to sign in: the first field has the focus, not twelve Tabs away. */}
        <Input autoFocus autoComplete="username" placeholder="Enter your username or email" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[schemaRule(shape.password)]}>
        <Input.Password autoComplete="current-password" placeholder="Enter your password" />
      </Form.Item>
      <Flex justify="space-between" align="center" style={{ marginBottom: 24 }}>
        <Form.Item name="rememberMe" valuePropName="checked" noStyle>
          <Checkbox>Remember me</Checkbox>
        </Form.Item>
        <Link to={paths.forgotPassword}>Forgot password?</Link>
      </Flex>
      <Button type="primary" htmlType="submit" block disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </Form>
  );
};
