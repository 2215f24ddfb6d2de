import { EyeOutlined, FormOutlined } from '@ant-design/icons';
import { Button, Flex, Select, type TableColumnsType } from 'antd';
import {
  matchRequestStatuses,
  type AdminMatchRequest,
  type MatchRequestStatus,
} from '@mithaq/contracts';
import { useState } from 'react';
import { useAdminMatchRequestsQuery } from '../../api/matching-api';
import { formatDateTime } from '../../../../lib/format';
import { AdminTable, serverPagination } from '../admin-table';
import {
  MatchRequestDetailsDialog,
  MatchRequestStatusTag,
  matchRequestStatusLabels,
  PartyDetails,
  TakeActionDialog,
} from './match-request-dialogs';

const DEFAULT_PAGE_SIZE = 20;
const ALL = 'all';
type StatusFilter = MatchRequestStatus | typeof ALL;

type Dialog =
  { kind: 'details'; id: string } | { kind: 'action'; request: AdminMatchRequest } | null;

/** Every match request, filtered by status and paged by the server. */
export const MatchRequestsTab = () => {
  const [status, setStatus] = useState<StatusFilter>(ALL);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { data, isFetching, error } = useAdminMatchRequestsQuery({
    page,
    pageSize,
    ...(status === ALL ? {} : { status }),
  });
  const [dialog, setDialog] = useState<Dialog>(null);

  const columns: TableColumnsType<AdminMatchRequest> = [
    {
      title: 'Requester',
      key: 'requester',
      render: (_value, request) => <PartyDetails party={request.requester} />,
    },
    {
      title: 'Target',
      key: 'target',
      render: (_value, request) => <PartyDetails party={request.target} />,
    },
    {
      title: 'Message',
      key: 'message',
      render: (_value, request) => (
        <div style={{ whiteSpace: 'pre-wrap', minWidth: 200, maxWidth: 320 }}>
          {request.message || '—'}
        </div>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_value, request) => <MatchRequestStatusTag status={request.status} />,
    },
    {
      title: 'Request Date',
      key: 'requestDate',
      render: (_value, request) => (
        <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(request.requestDate)}</span>
      ),
    },
    {
      title: 'Response Date',
      key: 'responseDate',
      render: (_value, request) => (
        <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(request.responseDate)}</span>
      ),
    },
    {
      title: 'Admin Notes',
      key: 'adminNotes',
      render: (_value, request) => (
        <div style={{ whiteSpace: 'pre-wrap', minWidth: 160, maxWidth: 280 }}>
          {request.adminNotes || '—'}
        </div>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, request) => (
        <Flex gap="small" wrap>
          <Button
            icon={<EyeOutlined />}
            onClick={() => setDialog({ kind: 'details', id: request.id })}
          >
            View Details
          </Button>
          {request.status === 'pending' && (
            <Button
              type="primary"
              icon={<FormOutlined />}
              onClick={() => setDialog({ kind: 'action', request })}
            >
              Take Action
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  const close = () => setDialog(null);
  return (
    <AdminTable<AdminMatchRequest>
      title="Match Requests"
      toolbar={
        <Select<StatusFilter>
          aria-label="Filter by status"
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
          style={{ width: 180 }}
          options={[
            { value: ALL, label: 'All statuses' },
            ...matchRequestStatuses.map((value) => ({
              value,
              label: matchRequestStatusLabels[value],
            })),
          ]}
        />
      }
      what="match requests"
      error={error}
      columns={columns}
      dataSource={data?.items ?? []}
      loading={isFetching}
      pagination={serverPagination({
        page,
        pageSize,
        total: data?.total ?? 0,
        noun: 'request',
        onChange: (nextPage, nextSize) => {
          setPage(nextPage);
          setPageSize(nextSize);
        },
      })}
    >
      {dialog?.kind === 'details' && (
        <MatchRequestDetailsDialog
          id={dialog.id}
          onClose={close}
          onTakeAction={(request) => setDialog({ kind: 'action', request })}
        />
      )}
      {dialog?.kind === 'action' && <TakeActionDialog request={dialog.request} onClose={close} />}
    </AdminTable>
  );
};
