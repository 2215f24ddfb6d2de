import { CheckCircleFilled, CloseCircleFilled, LockOutlined } from '@ant-design/icons';
import type { DocumentType, MemberDocument } from '@mithaq/contracts';
import { Flex, Progress, Typography } from 'antd';
import type { ChangeEvent } from 'react';
import { formatFileSize } from '../../../lib/format';
import type { UploadItem } from '../hooks/use-document-uploads';
import { acceptOf, acceptedText } from '../lib/document-rules';
import { DocumentStatusTag } from './status-tags';

interface UploadItemRowProps {
  document: MemberDocument;
  file: File | undefined;
  item: UploadItem;
  disabled: boolean;
  onChoose: (type: DocumentType, file: File | null) => boolean;
}

const progressStatus = {
  idle: 'normal',
  uploading: 'active',
  success: 'success',
  error: 'exception',
} as const;

const stateText = {
  idle: '',
  uploading: 'Uploading',
  success: 'Uploaded',
  error: 'Failed',
} as const;

/** One document of the secure upload form: its picker, the chosen file and its upload. */
export const UploadItemRow = ({ document, file, item, disabled, onChoose }: UploadItemRowProps) => {
  const { type, label, status } = document;
  const open = status === 'requested';
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (!onChoose(type, chosen)) {
      event.target.value = '';
    }
  };
  return (
    <li
      aria-label={`Upload ${label}`}
      style={{ listStyle: 'none', padding: '10px 0', borderBottom: '1px solid #f0f0f0' }}
    >
      <Flex vertical gap={4}>
        <Flex justify="space-between" align="center" gap="small" wrap>
          <Typography.Text strong>{label}</Typography.Text>
          <DocumentStatusTag status={status} />
        </Flex>
        {open ? (
          <>
            <Typography.Text type="secondary">{acceptedText(type)}</Typography.Text>
            <input
              type="file"
              aria-label={`${label} file`}
              accept={acceptOf(type)}
              disabled={disabled}
              onChange={change}
            />
            {file && (
              <Typography.Text>
                {file.name} ({formatFileSize(file.size)})
              </Typography.Text>
            )}
          </>
        ) : (
          <Typography.Text type="secondary">
            {status === 'approved' ? 'Approved: nothing more to upload' : 'Awaiting review'}
          </Typography.Text>
        )}
        {item.state !== 'idle' && (
          <Flex align="center" gap="small">
            {item.state === 'success' && <CheckCircleFilled style={{ color: '#52c41a' }} />}
            {item.state === 'error' && <CloseCircleFilled style={{ color: '#ff4d4f' }} />}
            {item.state === 'uploading' && <LockOutlined />}
            <Progress
              percent={item.progress}
              status={progressStatus[item.state]}
              aria-label={`${label} upload progress`}
              style={{ flex: 1, margin: 0 }}
            />
            <Typography.Text type="secondary">{stateText[item.state]}</Typography.Text>
          </Flex>
        )}
        {item.error && <Typography.Text type="danger">{item.error}</Typography.Text>}
      </Flex>
    </li>
  );
};
