import type { PaymentRecord } from '@mithaq/contracts';
import { Alert, Table, Tag, type TableColumnsType } from 'antd';
import { useGetUserPaymentsQuery } from '../../../entities/billing/membership-api';
import { formatDay, formatPence } from '../../../lib/format';
import { paymentStatusLabel } from '../lib/subscription-labels';

const statusColors = { Successful: 'green', Processing: 'gold', Failed: 'red' } as const;

const columns: TableColumnsType<PaymentRecord> = [
  { title: 'Date', key: 'date', render: (_value, payment) => formatDay(payment.created) },
  { title: 'Description', dataIndex: 'description', key: 'description' },
  { title: 'Amount', key: 'amount', render: (_value, payment) => formatPence(payment.amount) },
  {
    title: 'Status',
    key: 'status',
    render: (_value, payment) => {
      const label = paymentStatusLabel(payment.status);
      return <Tag color={statusColors[label]}>{label}</Tag>;
    },
  },
  {
    title: 'Receipt',
    key: 'receipt',
    render: (_value, payment) =>
      payment.receiptUrl ? (
        <a href={payment.receiptUrl} target="_blank" rel="noopener noreferrer">
          View Receipt
        </a>
      ) : (
        '—'
      ),
  },
];

/** The Payment History tab. */
export const PaymentHistory = () => {
  const { data, isLoading, error } = useGetUserPaymentsQuery();
  if (error !== undefined) {
    return <Alert type="error" showIcon title="Failed to load your payment history" />;
  }
  return (
    <Table<PaymentRecord>
      rowKey="id"
      columns={columns}
      dataSource={data ?? []}
      loading={isLoading}
      pagination={false}
      locale={{ emptyText: 'No payments yet' }}
    />
  );
};
