import { ClockCircleFilled } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** /payment-processing: a payment the bank is still verifying or processing. */
export const PaymentProcessingPage = () => (
  <Result
    icon={<ClockCircleFilled style={{ color: '#faad14' }} />}
    title="Payment Processing"
    subTitle="Your payment is being processed and may need verification by your bank. Your membership is upgraded as soon as the payment is confirmed; this page does not need to stay open."
    extra={
      <Link to={paths.membership}>
        <Button type="primary">Back to Membership</Button>
      </Link>
    }
  />
);
