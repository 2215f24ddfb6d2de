import { randomUUID } from 'node:crypto';
import { ContentRpc, DomainError, ErrorCode, type Actor } from '@mithaq/contracts';
import { Client } from 'pg';
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

const HOSTILE =
  '<h2 onclick="steal()">Welcome</h2><script>document.location="https://evil.example"</script>' +
  '<p style="position:fixed">Read <a href="javascript:alert(1)">this</a> and ' +
  '<a href="https://mithaq.co.uk/faq" onmouseover="x()">that</a></p>' +
  '<iframe src="https://evil.example"></iframe><img src=x onerror=alert(1)>';
const CLEAN =
  '<h2>Welcome</h2><p>Read <a>this</a> and <a href="https://mithaq.co.uk/faq">that</a></p>';

describe('site content', () => {
  let content: Awaited<ReturnType<typeof startContent>>;

  beforeAll(async () => {
    content = await startContent();
  }, 30_000);
  afterAll(() => content.stop(), 30_000);

  it('ships a privacy policy and terms of service', async () => {
    const pages = await content.harness.rpc.call(ContentRpc.listContent, {});
    const privacy = pages.find((page) => page.key === 'privacy-policy');
    const terms = pages.find((page) => page.key === 'terms-of-service');
    expect(privacy?.title).toBe('Privacy Policy');
    expect(privacy?.content).toMatch(/special category/i);
    expect(privacy?.content).toMatch(/Information Commissioner/);
    expect(terms?.title).toBe('Terms of Service');
    expect(terms?.content).toMatch(/at least 18 years old/);
  });

  it('strips scripts, handlers and javascript: links when content is written', async () => {
    const created = await content.harness.rpc.call(
      ContentRpc.createContent,
      { key: 'welcome', title: 'Welcome', content: HOSTILE },
      admin,
    );
    expect(created.content).toBe(CLEAN);

    const db = new Client({ connectionString: (await content.harness.database('content')).url });
    await db.connect();
    const { rows } = await db.query<{ content: string }>(
      "SELECT content FROM site_content WHERE key = 'welcome'",
    );
    await db.end();
    expect(rows[0]?.content).toBe(CLEAN);

    const updated = await content.harness.rpc.call(
      ContentRpc.updateContent,
      { key: 'welcome', content: `<p>New</p>${HOSTILE}` },
      admin,
    );
    expect(updated.content).toBe(`<p>New</p>${CLEAN}`);
    expect(updated.title).toBe('Welcome');
  });

  it('sanitizes again when reading, whatever is in the table', async () => {
    const db = new Client({ connectionString: (await content.harness.database('content')).url });
    await db.connect();
    await db.query(
      `INSERT INTO site_content (id, key, title, content) VALUES ($1, 'legacy', 'Legacy', $2)`,
      [randomUUID(), HOSTILE],
    );
    await db.end();
    const pages = await content.harness.rpc.call(ContentRpc.listContent, {});
    expect(pages.find((page) => page.key === 'legacy')?.content).toBe(CLEAN);
  });

  it('refuses a duplicate key, an unknown key and non-admins', async () => {
    await content.harness.rpc.call(
      ContentRpc.createContent,
      { key: 'about-us', title: 'About us', content: '<p>Hi</p>' },
      admin,
    );
    expect(
      await codeOf(
        content.harness.rpc.call(
          ContentRpc.createContent,
          { key: 'about-us', title: 'Again', content: '' },
          admin,
        ),
      ),
    ).toBe(ErrorCode.Conflict);
    expect(
      await codeOf(
        content.harness.rpc.call(
          ContentRpc.updateContent,
          { key: 'no-such-page', content: '<p>x</p>' },
          admin,
        ),
      ),
    ).toBe(ErrorCode.NotFound);
    expect(
      await codeOf(
        content.harness.rpc.call(
          ContentRpc.updateContent,
          { key: 'about-us', content: '<p>defaced</p>' },
          seeker,
        ),
      ),
    ).toBe(ErrorCode.Forbidden);
  });
});
