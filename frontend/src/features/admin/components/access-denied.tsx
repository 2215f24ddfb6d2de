import { Result } from 'antd';
import { Link } from 'react-router';

interface AccessDeniedProps {
  message: string;
  linkTo: string;
  linkLabel: string;
}

export const AccessDenied = ({ message, linkTo, linkLabel }: AccessDeniedProps) => (
  <Result
    status="403"
    title={<h1 style={{ margin: 0, fontSize: 'inherit' }}>Access Denied</h1>}
    subTitle={message}
    extra={<Link to={linkTo}>{linkLabel}</Link>}
  />
);
