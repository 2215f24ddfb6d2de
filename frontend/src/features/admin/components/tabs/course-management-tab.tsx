import type {
  CourseCertificationState,
  CoursePaymentStatus,
  CourseUser,
  CourseUserBooking,
} from '@mithaq/contracts';
import { Flex, Switch, Tag, Typography, type TableColumnsType } from 'antd';
import { formatClock, formatSessionDate } from '../../../../entities/course/course-display';
import { formatDate } from '../../../../lib/format';
import { useMutationAction } from '../../../../lib/use-mutation-action';
import {
  useAdminCourseUsersQuery,
  useAdminMarkAttendanceMutation,
} from '../../api/course-admin-api';
import { AdminTable, localPagination } from '../admin-table';
import { CompleteCourseButton } from '../complete-course-button';

export const certificationLabels: Record<CourseCertificationState, string> = {
  'not-completed': 'Not Completed',
  'pending-approval': 'Pending Approval',
  certified: 'Certified',
};
const certificationColors: Record<CourseCertificationState, string> = {
  'not-completed': 'default',
  'pending-approval': 'gold',
  certified: 'green',
};
const paymentLabels: Record<CoursePaymentStatus, { label: string; color: string }> = {
  paid: { label: 'Paid', color: 'green' },
  pending: { label: 'Payment pending', color: 'gold' },
  expired: { label: 'Expired', color: 'default' },
  failed: { label: 'Failed', color: 'red' },
};

const nameOf = (user: CourseUser): string => user.fullName || user.username || user.userId;

const BookingLine = ({ user, booking }: { user: CourseUser; booking: CourseUserBooking }) => {
  const [mark, { isLoading }] = useAdminMarkAttendanceMutation();
  const run = useMutationAction();
  const when = `${formatSessionDate(booking.date)}, ${formatClock(booking.time)}`;
  const payment = paymentLabels[booking.paymentStatus];
  return (
    <Flex gap="small" align="center" wrap>
      <Typography.Text>{when}</Typography.Text>
      <Tag color={payment.color}>{payment.label}</Tag>
      <Switch
        size="small"
        checked={booking.attended}
        loading={isLoading}
        disabled={booking.paymentStatus !== 'paid'}
        aria-label={`${nameOf(user)} attended ${when}`}
        onChange={(attended) =>
          void run(mark({ bookingId: booking.bookingId, attended }), {
            failure: { title: 'Update Failed', description: 'Failed to record attendance' },
          })
        }
      />
      <Typography.Text type="secondary">
        {booking.attended ? 'Attended' : 'Not attended'}
      </Typography.Text>
    </Flex>
  );
};

/** Members who booked or completed the course: their state, attendance per booking, certification. */
export const CourseManagementTab = () => {
  const { data, isFetching, error } = useAdminCourseUsersQuery();

  const columns: TableColumnsType<CourseUser> = [
    {
      title: 'Member',
      key: 'member',
      render: (_value, user) => (
        <Flex vertical>
          <strong>{user.fullName ?? '—'}</strong>
          <span>{user.username}</span>
          <span>{user.email}</span>
        </Flex>
      ),
    },
    {
      title: 'Course Status',
      key: 'state',
      render: (_value, user) => (
        <Tag color={certificationColors[user.state]}>{certificationLabels[user.state]}</Tag>
      ),
    },
    {
      title: 'Bookings and Attendance',
      key: 'bookings',
      render: (_value, user) =>
        user.bookings.length === 0 ? (
          '—'
        ) : (
          <Flex vertical gap={4}>
            {user.bookings.map((booking) => (
              <BookingLine key={booking.bookingId} user={user} booking={booking} />
            ))}
          </Flex>
        ),
    },
    {
      title: 'Completed On',
      key: 'completedOn',
      render: (_value, user) => formatDate(user.marriageCourseCompletionDate) || '—',
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, user) => (
        <CompleteCourseButton
          userId={user.userId}
          name={nameOf(user)}
          certified={user.isMarriageCourseCertified}
        />
      ),
    },
  ];

  return (
    <AdminTable<CourseUser>
      title="Course Management"
      what="course users"
      error={error}
      rowKey="userId"
      columns={columns}
      dataSource={data ?? []}
      loading={isFetching}
      pagination={localPagination}
      emptyText="No members have booked the course yet."
    />
  );
};
