import { UploadOutlined } from '@ant-design/icons';
import type { DocumentMatch } from '@mithaq/contracts';
import { Alert, Button, Card, Col, Flex, Row, Typography } from 'antd';
import { useState } from 'react';
import { DocumentStatusList } from './document-status-list';
import { PhotoReveal } from './photo-reveal';
import { SecureUploadDialog } from './secure-upload-dialog';
import { DocumentStatusTag, PartnerStatusTag } from './status-tags';

/** The document-upload tab: the member's own documents, the partner's overall status, photos. */
export const DocumentsTab = ({ match }: { match: DocumentMatch }) => {
  const [uploading, setUploading] = useState(false);
  const toUpload = match.documents.some((document) => document.status === 'requested');
  return (
    <Flex vertical gap="middle">
      <Row gutter={[16, 16]}>
        <Col xs={24} md={14}>
          <Card
            title="Your Documents"
            role="region"
            aria-label="Your Documents"
            extra={<DocumentStatusTag status={match.documentStatus} />}
          >
            <Flex vertical gap="middle">
              {match.notes && <Alert type="warning" showIcon title={match.notes} />}
              <DocumentStatusList documents={match.documents} />
              <Button
                type="primary"
                icon={<UploadOutlined />}
                disabled={!toUpload}
                onClick={() => setUploading(true)}
              >
                Upload Documents
              </Button>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} md={10}>
          <Card title={`${match.name}'s Documents`} role="region" aria-label="Partner documents">
            <Flex vertical gap="small">
              <Flex gap="small" align="center">
                <Typography.Text>Status:</Typography.Text>
                <PartnerStatusTag status={match.partnerDocumentsStatus} />
              </Flex>
              <Typography.Text type="secondary">
                You see only where {match.name}'s documents stand, never the files themselves.
              </Typography.Text>
              {match.partner.isVerified && (
                <Typography.Text>{match.name} is Verified.</Typography.Text>
              )}
            </Flex>
          </Card>
        </Col>
      </Row>
      <PhotoReveal match={match} />
      {uploading && (
        <SecureUploadDialog documents={match.documents} onClose={() => setUploading(false)} />
      )}
    </Flex>
  );
};
