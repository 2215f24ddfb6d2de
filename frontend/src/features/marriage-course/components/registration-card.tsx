import { CalendarOutlined, CheckCircleFilled, EnvironmentOutlined } from '@ant-design/icons';
import type { CourseSession, CurrentUser } from '@mithaq/contracts';
import { Alert, Button, Card, Descriptions, Flex, Spin, Tag, Typography } from 'antd';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import {
  bookedSessionIds,
  formatSessionDate,
  sessionTimeRange,
  spotsRemainingText,
} from '../../../entities/course/course-display';
import { formatPence } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { serverMessageOf } from '../../../lib/use-mutation-action';
import { useGetAvailableSessionsQuery, useGetMyCourseBookingsQuery } from '../api/course-api';
import { useBookSession } from '../hooks/use-book-session';
import { sessionsToList, todayIso } from '../lib/session-list';
import { BookButtonLabel, BookingText } from './course-content';

/** Only an explicit true counts: a user record from before the course flag reads as not completed. */
const hasCompletedCourse = (user: CurrentUser | null): boolean =>
  user?.hasCompletedMarriageCourse === true;

interface SessionOptionProps {
  session: CourseSession;
  booked: boolean;
  selected: boolean;
  onSelect: () => void;
}

const SessionOption = ({ session, booked, selected, onSelect }: SessionOptionProps) => {
  const choose = () => {
    if (!booked) {
      onSelect();
    }
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose();
    }
  };
  const date = formatSessionDate(session.date);
  return (
    <div
      role="radio"
      aria-checked={selected}
      aria-disabled={booked}
      aria-label={`${date}, ${sessionTimeRange(session)}${booked ? ', booked' : ''}`}
      tabIndex={booked ? -1 : 0}
      onClick={choose}
      onKeyDown={onKey}
      data-testid="course-session"
      style={{
        cursor: booked ? 'not-allowed' : 'pointer',
        padding: 12,
        borderRadius: 8,
        border: `2px solid ${booked ? '#52c41a' : selected ? '#0f766e' : '#f0f0f0'}`,
        background: booked ? '#f6ffed' : selected ? '#e7f4f2' : '#fff',
      }}
    >
      <Flex justify="space-between" align="start" gap="small">
        <Flex vertical gap={2}>
          <Typography.Text strong>
            <CalendarOutlined aria-hidden /> {date}
          </Typography.Text>
          <Typography.Text>{sessionTimeRange(session)}</Typography.Text>
          <Typography.Text type="secondary">
            <EnvironmentOutlined aria-hidden /> {session.location}
          </Typography.Text>
        </Flex>
        <Flex vertical align="end" gap={2}>
          <Typography.Text strong>{formatPence(session.price)}</Typography.Text>
          {booked ? (
            <Tag color="green" icon={<CheckCircleFilled />}>
              Booked
            </Tag>
          ) : (
            <Typography.Text type="secondary">
              {spotsRemainingText(session.spotsRemaining)}
            </Typography.Text>
          )}
        </Flex>
      </Flex>
    </div>
  );
};

const FeeBreakdown = ({ session }: { session: CourseSession }) => (
  <Descriptions
    title="Fee Breakdown"
    column={1}
    size="small"
    bordered
    items={[
      { key: 'fee', label: 'Course fee', children: formatPence(session.price) },
      { key: 'materials', label: 'Materials & refreshments', children: 'Included' },
      { key: 'certificate', label: 'Completion certificate', children: 'Included' },
      {
        key: 'total',
        label: 'Total',
        children: <Typography.Text strong>{formatPence(session.price)}</Typography.Text>,
      },
    ]}
  />
);

/** The side card: sessions to choose from, the fee of the chosen one, and the booking button. */
export const RegistrationCard = ({ user }: { user: CurrentUser | null }) => {
  const toast = useToast();
  const navigate = useNavigate();
  const sessions = useGetAvailableSessionsQuery();
  const bookings = useGetMyCourseBookingsQuery(undefined, { skip: !user });
  const { book, booking } = useBookSession();
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const myBookings = useMemo(() => (user ? (bookings.data ?? []) : []), [user, bookings.data]);
  const booked = useMemo(() => bookedSessionIds(myBookings), [myBookings]);
  const listed = useMemo(
    () => sessionsToList(sessions.data ?? [], myBookings, todayIso()),
    [sessions.data, myBookings],
  );
  const selected = listed.find((session) => session.id === selectedId && !booked.has(session.id));
  const completed = hasCompletedCourse(user);

  const onAction = async () => {
    if (!user) {
      toast.error(BookingText.loginTitle, BookingText.loginText);
      void navigate(paths.auth);
      return;
    }
    if (!selected || completed) {
      return;
    }
    if (await book(selected)) {
      setSelectedId(null);
    }
  };

  const label = !user
    ? BookButtonLabel.logIn
    : completed
      ? BookButtonLabel.completed
      : booking
        ? BookButtonLabel.booking
        : selected
          ? BookButtonLabel.book
          : BookButtonLabel.select;

  return (
    <Card title="Register for a Session">
      <Flex vertical gap="middle">
        {sessions.isLoading ? (
          <Flex gap="small" align="center" role="status">
            <Spin size="small" />
            <Typography.Text>{BookingText.loading}</Typography.Text>
          </Flex>
        ) : sessions.error !== undefined ? (
          <Alert
            type="error"
            showIcon
            title="Could not load course sessions"
            description={serverMessageOf(sessions.error, 'Please try again later.')}
          />
        ) : listed.length === 0 ? (
          <Typography.Text type="secondary">{BookingText.empty}</Typography.Text>
        ) : (
          <Flex vertical gap="small" role="radiogroup" aria-label="Course sessions">
            {listed.map((session) => (
              <SessionOption
                key={session.id}
                session={session}
                booked={booked.has(session.id)}
                selected={session.id === selected?.id}
                onSelect={() => setSelectedId(session.id)}
              />
            ))}
          </Flex>
        )}
        {selected && <FeeBreakdown session={selected} />}
        <Button
          type="primary"
          size="large"
          block
          loading={booking}
          disabled={Boolean(user) && (completed || booking || !selected)}
          onClick={() => void onAction()}
        >
          {label}
        </Button>
      </Flex>
    </Card>
  );
};
