import { ConfigError } from '@mithaq/config';
import { loadContentConfig } from './config';

describe('content service config', () => {
  it('writes to the outbox folder by default', () => {
    const config = loadContentConfig({});
    expect(config.SMTP_HOST).toBeNull();
    expect(config.MAIL_OUTBOX_DIR).toBe('var/outbox');
    expect(config.MAIL_FROM).toBe('Mithaq <no-reply@mithaq.local>');
    expect(config.MAIL_ATTEMPTS).toBe(5);
  });

  it('treats an empty SMTP_HOST as unset and reads the SMTP settings', () => {
    expect(loadContentConfig({ SMTP_HOST: '' }).SMTP_HOST).toBeNull();
    const config = loadContentConfig({
      SMTP_HOST: 'smtp.example.com',
      SMTP_PORT: '465',
      SMTP_SECURE: 'true',
    });
    expect(config).toMatchObject({
      SMTP_HOST: 'smtp.example.com',
      SMTP_PORT: 465,
      SMTP_SECURE: true,
    });
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadContentConfig({ SMTP_PORT: 'twenty-five' })).toThrow(ConfigError);
  });
});
