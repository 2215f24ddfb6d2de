import { randomUUID } from 'node:crypto';
import { ContentRpc, DomainError, ErrorCode, type Actor } from '@mithaq/contracts';
import { startContent } from '../../test/content-harness';

const admin: Actor = { userId: randomUUID(), role: 'admin' };
const seeker: Actor = { userId: randomUUID(), role: 'seeker' };

const codeOf = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
    return 'no error';
  } catch (error) {
    return error instanceof DomainError ? error.code : String(error);
  }
};

describe('site settings', () => {
  let content: Awaited<ReturnType<typeof startContent>>;

  beforeAll(async () => {
    content = await startContent();
  }, 30_000);
  afterAll(() => content.stop(), 30_000);

  it('ships the defaults, sorted by key', async () => {
    const settings = await content.harness.rpc.call(ContentRpc.listSettings, {});
    const keys = settings.map((setting) => setting.key);
    expect(keys).toEqual([...keys].sort());
    const value = (key: string) => settings.find((setting) => setting.key === key)?.value;
    expect(value('site-name')).toBe('Mithaq');
    expect(value('header-logo')).toBe('text-logo');
    expect(value('footer-logo')).toBe('text-logo');
    expect(value('contact-address')).toMatch(/Middlesbrough/);
    for (const key of [
      'contact-name',
      'contact-email',
      'contact-phone',
      'contact-hours',
      'contact-website',
    ]) {
      expect(value(key)).toBeTruthy();
    }
  });

  it('creates a setting once, then updates it; PUT also creates', async () => {
    const created = await content.harness.rpc.call(
      ContentRpc.createSetting,
      { key: 'site-name-color', value: '#0b6e4f' },
      admin,
    );
    expect(created).toMatchObject({
      key: 'site-name-color',
      value: '#0b6e4f',
      updatedBy: admin.userId,
    });
    const duplicate = content.harness.rpc.call(
      ContentRpc.createSetting,
      { key: 'site-name-color', value: '#000000' },
      admin,
    );
    await expect(duplicate).rejects.toMatchObject({
      code: ErrorCode.Conflict,
      message: 'A setting with this key already exists',
    });
    const updated = await content.harness.rpc.call(
      ContentRpc.putSetting,
      { key: 'site-name-color', value: '#123456' },
      admin,
    );
    expect(updated).toMatchObject({ id: created.id, value: '#123456' });
    const fresh = await content.harness.rpc.call(
      ContentRpc.putSetting,
      { key: 'site-logo', value: '' },
      admin,
    );
    expect(fresh).toMatchObject({ key: 'site-logo', value: '' });
  });

  it('accepts only safe logo values', async () => {
    for (const value of ['text-logo', '', 'https://cdn.example.com/logo.png']) {
      await content.harness.rpc.call(ContentRpc.putSetting, { key: 'footer-logo', value }, admin);
    }
    for (const value of ['javascript:alert(1)', 'data:image/svg+xml,<svg/>', '/etc/passwd']) {
      expect(
        await codeOf(
          content.harness.rpc.call(ContentRpc.putSetting, { key: 'footer-logo', value }, admin),
        ),
      ).toBe(ErrorCode.ValidationFailed);
    }
  });

  it('lets only admins change settings: 403 for a member, 401 for no caller', async () => {
    expect(
      await codeOf(
        content.harness.rpc.call(ContentRpc.putSetting, { key: 'site-name', value: 'x' }, seeker),
      ),
    ).toBe(ErrorCode.Forbidden);
    expect(
      await codeOf(
        content.harness.rpc.call(ContentRpc.createSetting, { key: 'new-key', value: 'x' }),
      ),
    ).toBe(ErrorCode.Unauthenticated);
  });

  it('names no admin in the public list, while the admin reply keeps who changed it', async () => {
    const changed = await content.harness.rpc.call(
      ContentRpc.putSetting,
      { key: 'contact-hours', value: 'Mon–Fri 9–5' },
      admin,
    );
    expect(changed.updatedBy).toBe(admin.userId);
    const listed = await content.harness.rpc.call(ContentRpc.listSettings, {});
    expect(listed.find((setting) => setting.key === 'contact-hours')?.value).toBe('Mon–Fri 9–5');
    for (const setting of listed) {
      expect(Object.keys(setting).sort()).toEqual(['id', 'key', 'lastUpdated', 'value']);
    }
    expect(JSON.stringify(listed)).not.toContain(admin.userId);
  });
});
