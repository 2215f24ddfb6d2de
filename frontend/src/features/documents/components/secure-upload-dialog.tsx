import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { MemberDocument } from '@mithaq/contracts';
import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useDocumentUploads } from '../hooks/use-document-uploads';
import { earliestIssueDate, todayIso } from '../lib/document-rules';
import { UploadItemRow } from './upload-item-row';

/** After a complete submission the form closes by itself this long after the last upload. */
export const CLOSE_AFTER_SUBMIT_MS = 2000;

interface SecureUploadDialogProps {
  documents: readonly MemberDocument[];
  onClose: () => void;
}

/**
 * 'Secure Document Upload': one picker per document still requested, the proof of address's
 * date, and each file's real upload progress. Every requested document must have a file.
 */
export const SecureUploadDialog = ({ documents, onClose }: SecureUploadDialogProps) => {
  const uploads = useDocumentUploads();
  const { files, items, issueDate, setIssueDate, problem, submitting, choose, submit } = uploads;
  const needed = documents.filter((document) => document.status === 'requested');
  const asksDate = needed.some((document) => document.type === 'proof_of_address');
  const closer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closer.current), []);

  const send = async () => {
    if (await submit(needed.map((document) => document.type))) {
      closer.current = setTimeout(onClose, CLOSE_AFTER_SUBMIT_MS);
    }
  };

  return (
    <Modal
      open
      title={
        <Flex gap="small" align="center">
          <SafetyCertificateOutlined aria-hidden />
          Secure Document Upload
        </Flex>
      }
      onCancel={onClose}
      mask={{ closable: !submitting }}
      footer={[
        <Button key="close" onClick={onClose} disabled={submitting}>
          Close
        </Button>,
        <Button
          key="submit"
          type="primary"
          loading={submitting}
          disabled={needed.length === 0}
          onClick={() => void send()}
        >
          Submit Documents
        </Button>,
      ]}
      destroyOnHidden
    >
      <Flex vertical gap="small">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Your documents are encrypted and stored privately. Only you and our verification team can
          open them, and each file is deleted automatically 30 days after upload. Your partner never
          sees your ID document or proof of address.
        </Typography.Paragraph>
        {problem && (
          <Alert type="error" showIcon title={problem.title} description={problem.description} />
        )}
        <ul aria-label="Documents to upload" style={{ margin: 0, padding: 0 }}>
          {documents.map((document) => (
            <UploadItemRow
              key={document.type}
              document={document}
              file={files[document.type]}
              item={items[document.type]}
              disabled={submitting}
              onChoose={choose}
            />
          ))}
        </ul>
        {asksDate && (
          <Form layout="vertical" component="div">
            <Form.Item
              label="Date on your proof of address"
              htmlFor="proof-of-address-date"
              extra="It must be from the last 3 months."
              style={{ margin: 0 }}
            >
              <Input
                id="proof-of-address-date"
                type="date"
                min={earliestIssueDate()}
                max={todayIso()}
                value={issueDate}
                disabled={submitting}
                onChange={(event) => setIssueDate(event.target.value)}
              />
            </Form.Item>
          </Form>
        )}
      </Flex>
    </Modal>
  );
};
