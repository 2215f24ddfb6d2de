import { EditOutlined } from '@ant-design/icons';
import { Button, Table, type TableColumnType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format';
import { LoadError } from './load-error';
import { TabToolbar } from './tab-toolbar';

export type AdminTableProps<T> = Omit<TableProps<T>, 'title' | 'locale'> & {
  /** The tab's heading. */
  title: string;
  /** Actions or filters on the heading's right. */
  toolbar?: ReactNode;
  /** Controls between the heading and the table. */
  filters?: ReactNode;
  /** Names the list in the load error: "Could not load {what}". */
  what: string;
  error: unknown;
  /** What the table says when it has no rows. */
  emptyText?: string;
  /** The tab's dialogs. */
  children?: ReactNode;
};

/** The shell of every admin list tab: heading and actions, load error, the table, its dialogs. */
export const AdminTable = <T extends object>({
  title,
  toolbar,
  filters,
  what,
  error,
  emptyText,
  children,
  ...table
}: AdminTableProps<T>) => (
  <>
    <TabToolbar title={title}>{toolbar}</TabToolbar>
    {filters}
    {error !== undefined && <LoadError what={what} error={error} />}
    <Table<T>
      rowKey="id"
      pagination={false}
      scroll={{ x: true }}
      {...(emptyText === undefined ? {} : { locale: { emptyText } })}
      {...table}
    />
    {children}
  </>
);

/** Paging in the browser: 20 rows a page, no pager for a single page. */
export const localPagination = { pageSize: 20, hideOnSinglePage: true } as const;

/** Paging on the server: the page and size live in the tab, a new size starts at page 1. */
export const serverPagination = ({
  page,
  pageSize,
  total,
  noun,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** Singular; the total reads "1 user", "2 users". */
  noun: string;
  onChange: (page: number, pageSize: number) => void;
}): TableProps<object>['pagination'] => ({
  current: page,
  pageSize,
  total,
  showSizeChanger: true,
  pageSizeOptions: [10, 20, 50, 100],
  showTotal: (count) => `${count} ${count === 1 ? noun : `${noun}s`}`,
  onChange: (nextPage, nextSize) => onChange(nextSize === pageSize ? nextPage : 1, nextSize),
});

/** "Last Updated", as a stored time. */
export const lastUpdatedColumn = <T extends { lastUpdated: string }>(): TableColumnType<T> => ({
  title: 'Last Updated',
  dataIndex: 'lastUpdated',
  key: 'lastUpdated',
  render: (_value, record) => formatDateTime(record.lastUpdated),
});

/** "Actions" with one Edit button, labelled by the record's key. */
export const editColumn = <T extends { key: string }>(
  onEdit: (record: T) => void,
): TableColumnType<T> => ({
  title: 'Actions',
  key: 'actions',
  render: (_value, record) => (
    <Button
      icon={<EditOutlined />}
      aria-label={`Edit ${record.key}`}
      onClick={() => onEdit(record)}
    >
      Edit
    </Button>
  ),
});
