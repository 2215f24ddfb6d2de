import { PlusOutlined } from '@ant-design/icons';
import type { CourseSession, CourseSessionDisplayState } from '@mithaq/contracts';
import { Button, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import {
  formatSessionDate,
  sessionDisplayState,
  sessionTimeRange,
  sessionTypeLabels,
} from '../../../../entities/course/course-display';
import { formatPence } from '../../../../lib/format';
import { useMutationAction } from '../../../../lib/use-mutation-action';
import {
  useAdminCourseSessionsQuery,
  useAdminUpdateCourseSessionMutation,
} from '../../api/course-admin-api';
import { AdminTable, localPagination } from '../admin-table';
import { ScheduleSessionDialog } from './schedule-session-dialog';

const stateColors: Record<CourseSessionDisplayState, string> = {
  Inactive: 'default',
  Active: 'green',
  Full: 'red',
};

const ActivationButton = ({ session }: { session: CourseSession }) => {
  const [update, { isLoading }] = useAdminUpdateCourseSessionMutation();
  const run = useMutationAction();
  const activate = !session.isActive;
  const when = formatSessionDate(session.date);
  return (
    <Button
      loading={isLoading}
      danger={!activate}
      aria-label={`${activate ? 'Activate' : 'Deactivate'} session on ${when}`}
      onClick={() =>
        void run(update({ sessionId: session.id, isActive: activate }), {
          success: { title: activate ? 'Session activated' : 'Session deactivated' },
          failure: { title: 'Update failed', description: 'Failed to update course session' },
        })
      }
    >
      {activate ? 'Activate' : 'Deactivate'}
    </Button>
  );
};

/** Every course session with its state (Inactive, Active, Full), and scheduling new ones. */
export const CourseSchedulingTab = () => {
  const { data, isFetching, error } = useAdminCourseSessionsQuery();
  const [scheduling, setScheduling] = useState(false);

  const columns: TableColumnsType<CourseSession> = [
    { title: 'Date', key: 'date', render: (_value, session) => formatSessionDate(session.date) },
    { title: 'Time', key: 'time', render: (_value, session) => sessionTimeRange(session) },
    {
      title: 'Session',
      key: 'sessionType',
      render: (_value, session) => sessionTypeLabels[session.sessionType],
    },
    { title: 'Location', dataIndex: 'location', key: 'location' },
    {
      title: 'Booked',
      key: 'slots',
      render: (_value, session) => `${session.bookedSlots} / ${session.availableSlots}`,
    },
    { title: 'Price', key: 'price', render: (_value, session) => formatPence(session.price) },
    {
      title: 'Status',
      key: 'state',
      render: (_value, session) => {
        const state = sessionDisplayState(session);
        return <Tag color={stateColors[state]}>{state}</Tag>;
      },
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, session) => <ActivationButton session={session} />,
    },
  ];

  return (
    <AdminTable<CourseSession>
      title="Course Scheduling"
      toolbar={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setScheduling(true)}>
          Schedule Session
        </Button>
      }
      what="course sessions"
      error={error}
      columns={columns}
      dataSource={data ?? []}
      loading={isFetching}
      pagination={localPagination}
      emptyText="No course sessions have been scheduled yet."
    >
      {scheduling && <ScheduleSessionDialog onClose={() => setScheduling(false)} />}
    </AdminTable>
  );
};
