import type { ServiceBooking, ServiceOrderStatus } from '@mithaq/contracts';
import { Flex, Tag, type TableColumnsType } from 'antd';
import { formatSessionDate } from '../../../../entities/course/course-display';
import { formatDateTime, formatPence } from '../../../../lib/format';
import { useAdminServiceBookingsQuery } from '../../api/course-admin-api';
import { AdminTable, localPagination } from '../admin-table';

const statusColors: Record<ServiceOrderStatus, string> = {
  paid: 'green',
  pending: 'gold',
  failed: 'red',
  cancelled: 'default',
};

/** Paid services orders with the member's contact, so the team can call them. */
export const ServiceBookingsTab = () => {
  const { data, isFetching, error } = useAdminServiceBookingsQuery();

  const columns: TableColumnsType<ServiceBooking> = [
    {
      title: 'Member',
      key: 'member',
      render: (_value, order) => (
        <Flex vertical>
          <strong>{order.fullName ?? '—'}</strong>
          <span>{order.username}</span>
        </Flex>
      ),
    },
    {
      title: 'Contact',
      key: 'contact',
      render: (_value, order) => (
        <Flex vertical>
          {order.email ? <a href={`mailto:${order.email}`}>{order.email}</a> : '—'}
          {order.phone && <a href={`tel:${order.phone.replace(/\s+/g, '')}`}>{order.phone}</a>}
        </Flex>
      ),
    },
    {
      title: 'Event',
      key: 'event',
      render: (_value, order) => (
        <Flex vertical>
          <span>{formatSessionDate(order.eventDate)}</span>
          <span>{order.postcode}</span>
        </Flex>
      ),
    },
    {
      title: 'Services',
      key: 'lines',
      render: (_value, order) => (
        <Flex vertical>
          {order.lines.map((line) => (
            <span key={line.serviceId}>
              {line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name}
            </span>
          ))}
        </Flex>
      ),
    },
    { title: 'Amount', key: 'amount', render: (_value, order) => formatPence(order.amount) },
    {
      title: 'Status',
      key: 'status',
      render: (_value, order) => <Tag color={statusColors[order.status]}>{order.status}</Tag>,
    },
    {
      title: 'Paid',
      key: 'paidAt',
      render: (_value, order) => formatDateTime(order.paidAt ?? order.createdAt),
    },
  ];

  return (
    <AdminTable<ServiceBooking>
      title="Service Bookings"
      what="service bookings"
      error={error}
      columns={columns}
      dataSource={data ?? []}
      loading={isFetching}
      pagination={localPagination}
      emptyText="No services have been booked yet."
    />
  );
};
