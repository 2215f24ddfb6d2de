import { UndoOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Skeleton, Typography, theme } from 'antd';
import { useState } from 'react';
import { SiteLogo } from '../../../../components/site-logo';
import { TEXT_LOGO, type SiteSetting } from '@mithaq/contracts';
import { useAdminSiteSettingsQuery, useAdminUpdateSiteSettingMutation } from '../../api/site-api';
import { useMutationAction } from '../../../../lib/use-mutation-action';
import { LoadError } from '../load-error';
import { TabToolbar } from '../tab-toolbar';
import { LogoUploadDialog, type LogoSlot } from './logo-upload-dialog';

export const logoSlots: readonly LogoSlot[] = [
  { settingKey: 'header-logo', label: 'Header Logo', width: 200, height: 60 },
  { settingKey: 'footer-logo', label: 'Footer Logo', width: 150, height: 45 },
];

export const customLogoUrl = (settings: readonly SiteSetting[], key: string): string | null => {
  const value = settings.find((setting) => setting.key === key)?.value.trim() ?? '';
  return value === '' || value === TEXT_LOGO ? null : value;
};

const CurrentLogo = ({ url, slot }: { url: string | null; slot: LogoSlot }) => {
  const { token } = theme.useToken();
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const box = {
    height: 120,
    padding: token.padding,
    background: token.colorFillQuaternary,
    borderRadius: token.borderRadius,
  };
  if (!url) {
    return (
      <Flex vertical align="center" justify="center" gap="small" style={box}>
        <SiteLogo size={48} />
        <Typography.Text type="secondary">Default logo</Typography.Text>
      </Flex>
    );
  }
  return (
    <Flex align="center" justify="center" style={box}>
      {brokenUrl === url ? (
        <Typography.Text type="danger">Logo Error</Typography.Text>
      ) : (
        <img
          src={url}
          alt={`Current ${slot.label.toLowerCase()}`}
          style={{ maxWidth: slot.width, maxHeight: slot.height, objectFit: 'contain' }}
          onError={() => setBrokenUrl(url)}
        />
      )}
    </Flex>
  );
};

export const LogoManagementTab = () => {
  const { data, isLoading, error } = useAdminSiteSettingsQuery();
  const [updateSetting] = useAdminUpdateSiteSettingMutation();
  const run = useMutationAction();
  const [uploading, setUploading] = useState<LogoSlot | null>(null);
  const [resetting, setResetting] = useState<string | null>(null);

  const reset = async (slot: LogoSlot) => {
    setResetting(slot.settingKey);
    await run(updateSetting({ key: slot.settingKey, value: TEXT_LOGO }), {
      success: {
        title: 'Logo reset',
        description: `The ${slot.label.toLowerCase()} is the default again`,
      },
      failure: { title: 'Reset failed', description: 'Failed to reset logo' },
    });
    setResetting(null);
  };

  return (
    <>
      <TabToolbar title="Logo Management" />
      {error !== undefined && <LoadError what="site settings" error={error} />}
      <Row gutter={[16, 16]}>
        {logoSlots.map((slot) => {
          const url = customLogoUrl(data ?? [], slot.settingKey);
          return (
            <Col xs={24} md={12} key={slot.settingKey}>
              <Card title={slot.label}>
                <Flex vertical gap="middle">
                  {isLoading ? <Skeleton.Image active /> : <CurrentLogo url={url} slot={slot} />}
                  <Typography.Text type="secondary">
                    Recommended size: {slot.width}x{slot.height} pixels
                  </Typography.Text>
                  <Flex gap="small" wrap>
                    <Button
                      type="primary"
                      icon={<UploadOutlined />}
                      aria-label={`Upload ${slot.label}`}
                      onClick={() => setUploading(slot)}
                    >
                      Upload New Logo
                    </Button>
                    <Button
                      icon={<UndoOutlined />}
                      aria-label={`Reset ${slot.label} to default`}
                      disabled={url === null}
                      loading={resetting === slot.settingKey}
                      onClick={() => void reset(slot)}
                    >
                      Reset to Default
                    </Button>
                  </Flex>
                </Flex>
              </Card>
            </Col>
          );
        })}
      </Row>
      {uploading && <LogoUploadDialog slot={uploading} onClose={() => setUploading(null)} />}
    </>
  );
};
