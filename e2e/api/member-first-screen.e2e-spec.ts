/** @platform shared */
import {
  approvedMember,
  ApiClient,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  startPlatformWithAdmin,
  type ApprovedMember,
} from '@mithaq/testing';
import { signedInMember } from './security-fixtures';

const PHONE = 'Mozilla/5.0 (Linux; Android 11; Pixel 5) Chrome/130.0 Mobile Safari/537.36';

/** The document the gateway sends at `path`, as a browser asks for it. */
const documentAt = (client: ApiClient, path: string): Promise<Response> =>
  client.request('GET', path, { headers: { accept: 'text/html', 'user-agent': PHONE } });

describe("a member's page drawn by the gateway into its document", () => {
  const platform = new Platform();
  let admin: ApiClient;
  let member: ApprovedMember;
  let fullName: string;

  beforeAll(async () => {
    ({ admin } = await startPlatformWithAdmin(platform));
    member = await approvedMember(platform, admin, { details: { fullName: 'Idris First Screen' } });
    const me = await member.client.json<{ fullName: string }>('GET', '/api/user');
    fullName = me.body.fullName;
  }, PLATFORM_START_TIMEOUT);
  afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

  it('draws the dashboard at "/" with the member\'s own data, kept out of every cache', async () => {
    const response = await documentAt(member.client, '/');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toMatch(/Cookie/);
    expect(html).toContain('data-member-home');
    expect(html).toContain('Your Dashboard');
    expect(html).toContain(`Assalamu alaikum, <!-- -->${fullName}<!-- -->.`);
    expect(html).toMatch(/potential match(es)? found based on your profile/);
    // The loading shell is gone, antd's styles are in the head, and the app's scripts still load.
    expect(html).not.toContain('class="boot-shell"');
    expect(html).toContain('<style data-first-screen>');
    expect(html).toMatch(/<script type="module"[^>]* src="\/assets\/index-[^"]+\.js"><\/script>/);
    // Nothing in it that the page's security policy refuses: the one script element without a
    // source is the JSON block of the answers the page was drawn from, which no browser runs.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
    expect(inline).toEqual([' type="application/json" id="first-screen-data"']);
    const data = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/s.exec(
      html,
    );
    const entries = JSON.parse(data?.[1] ?? '[]') as { endpointName: string; value: unknown }[];
    expect(entries.find((entry) => entry.endpointName === 'getCurrentUser')?.value).toMatchObject({
      fullName,
    });
    expect(entries.map((entry) => entry.endpointName)).toContain('getMatchDashboard');
    // It carries its data, so it no longer asks for it beside the scripts.
    expect(html).not.toMatch(/rel="preload"[^>]*as="fetch"/);
  });

  it('draws the matches page, with the walkthrough the member has not finished', async () => {
    const html = await (await documentAt(member.client, '/matches')).text();
    expect(html).toContain('Your Matches');
    expect(html).toContain('Welcome to your matches');
  });

  it("draws no one else's data, and nothing for a visitor or an administrator", async () => {
    const other = await approvedMember(platform, admin, {
      details: { fullName: 'Bilal Someone Else' },
    });
    const otherHtml = await (await documentAt(other.client, '/')).text();
    expect(otherHtml).toContain('Bilal Someone Else');
    expect(otherHtml).not.toContain(fullName);

    const visitor = await documentAt(new ApiClient(platform.baseUrl), '/');
    expect(visitor.headers.get('cache-control')).toBe('no-cache');
    expect(await visitor.text()).toContain('data-visitor-home');

    const adminHtml = await (await documentAt(admin, '/')).text();
    expect(adminHtml).not.toContain('Your Dashboard');
    expect(adminHtml).toContain('class="boot-shell"');
  });

  it('sends a member still to finish the questionnaire the document as built', async () => {
    const newcomer = await signedInMember(platform.baseUrl);
    const response = await documentAt(newcomer.client, '/');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('data-member-home');
    expect(html).toContain('class="boot-shell"');
  });
});
