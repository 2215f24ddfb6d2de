/** @platform shared */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocumentMatchSummary, MatchRequestView } from '@mithaq/contracts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import {
  ApiClient,
  launchBrowser,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  screenshot,
  SERVER_STEP_TIMEOUT,
  signIn,
  signInAsAdmin,
  startPlatformWithAdmin,
  waitFor,
} from '@mithaq/testing';
import {
  matchableMember,
  newCommunity,
  waitForMatches,
  type Member,
} from '../api/matching-fixtures';

const expectScreenshot = async (page: Page, name: string): Promise<void> => {
  const path = await screenshot(page, name);
  expect(existsSync(path) && statSync(path).size > 5000).toBe(true);
};

/** The width of an image as the browser decoded it: 0 until its bytes arrived and were read. */
const loadedWidth = (image: Locator): Promise<number> =>
  image.evaluate<number, undefined, never>(
    (element: { naturalWidth: number }) => element.naturalWidth,
  );

/** A photo of the given colour with a gradient, as real image bytes. */
const photo = (format: 'png' | 'jpeg', hue: [number, number, number]): Promise<Buffer> => {
  const width = 240;
  const height = 320;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      pixels[offset] = (hue[0] + x) % 256;
      pixels[offset + 1] = (hue[1] + y) % 256;
      pixels[offset + 2] = hue[2];
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return (format === 'png' ? image.png() : image.jpeg({ quality: 85 })).toBuffer();
};

/** A small, valid one-page PDF with a line of text; the cross-reference offsets are exact. */
const pdf = (text: string): Buffer => {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

interface MemberFiles {
  face: string;
  body: string;
  casual: string;
  id: string;
  address: string;
}

/** Writes a member's five documents to disk, as a member would pick them. */
const makeFiles = async (name: string, hue: [number, number, number]): Promise<MemberFiles> => {
  const folder = join(tmpdir(), `mithaq-documents-${process.pid}-${name}`);
  mkdirSync(folder, { recursive: true });
  const write = (file: string, bytes: Buffer): string => {
    const path = join(folder, file);
    writeFileSync(path, bytes);
    return path;
  };
  return {
    face: write('face.jpg', await photo('jpeg', hue)),
    body: write('full-body.png', await photo('png', [hue[1], hue[2], hue[0]])),
    casual: write('casual.jpeg', await photo('jpeg', [hue[2], hue[0], hue[1]])),
    id: write('passport.pdf', pdf(`Passport of ${name}`)),
    address: write('council-tax.pdf', pdf(`Council tax bill of ${name}`)),
  };
};

/** Today in the browser's calendar, as the date input takes it. */
const today = (): string => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

const daysFromNow = (days: number): string =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * Documents and the meeting in the browser: an accepted pair uploads their five documents, an
 * admin approves them, both reveal their photos and see each other's, one pays the meeting fee
 * through the platform's local Stripe, and the admin records the meeting both then see.
 */
describe('documents and the meeting in the browser', () => {
  const platform = new Platform();
  let admin: ApiClient;
  let credentials: { username: string; password: string };
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let yusuf: Member;
  let amina: Member;
  let matchId: string;
  let yusufPage: Page;
  let aminaPage: Page;
  let adminPage: Page;

  const newPage = async (): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.log(`[browser pageerror] ${error.message}`));
    return page;
  };

  /** A page of its own, signed in as the member. */
  const signedInPage = async (member: Member): Promise<Page> => {
    const page = await newPage();
    await signIn(page, platform.baseUrl, member);
    return page;
  };

  const openMatchPage = async (page: Page): Promise<void> => {
    await page.goto(`${platform.baseUrl}/document-upload/${matchId}`);
    await page.getByRole('heading', { level: 1, name: /^Documents & Meeting with / }).waitFor();
  };

  const openMeetingTab = async (page: Page): Promise<void> => {
    await openMatchPage(page);
    await page.getByRole('tab', { name: /Meeting Arrangement/ }).click();
  };

  /** The admin's tabs for documents and meetings sit in the Matching System section. */
  const openAdminTab = async (tab: string): Promise<void> => {
    await adminPage.getByRole('tab', { name: 'Matching System', exact: true }).click();
    await adminPage.getByRole('tab', { name: tab, exact: true }).click();
    await adminPage.getByRole('heading', { name: tab, exact: true }).waitFor();
  };

  const documentRow = (page: Page, label: string) =>
    page.getByRole('list', { name: 'Your documents' }).getByRole('listitem', { name: label });

  const uploadAll = async (page: Page, files: MemberFiles, who: string): Promise<void> => {
    await openMatchPage(page);
    await page.getByRole('button', { name: /Upload Documents/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Secure Document Upload', { exact: true }).waitFor();
    await dialog.getByLabel('Face Photo file').setInputFiles(files.face);
    await dialog.getByLabel('Full Body Photo file').setInputFiles(files.body);
    await dialog.getByLabel('Casual Photo file').setInputFiles(files.casual);
    await dialog.getByLabel('ID Document file').setInputFiles(files.id);
    await dialog.getByLabel('Proof of Address file').setInputFiles(files.address);
    await dialog.getByLabel('Date on your proof of address').fill(today());
    await expectScreenshot(page, `documents-${who}-upload-form`);
    await dialog.getByRole('button', { name: 'Submit Documents' }).click();
    await page.getByText('Documents submitted', { exact: true }).waitFor({ timeout: 60_000 });
    expect(await dialog.getByText('Uploaded', { exact: true }).count()).toBe(5);
    await expectScreenshot(page, `documents-${who}-uploaded`);
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    for (const label of ['Face Photo', 'Full Body Photo', 'Casual Photo', 'ID Document']) {
      await documentRow(page, label).getByText('Submitted', { exact: true }).waitFor();
    }
    await documentRow(page, 'Proof of Address')
      .getByText(/^Deleted automatically on /)
      .waitFor();
  };

  beforeAll(async () => {
    ({ admin, credentials } = await startPlatformWithAdmin(platform));
    browser = await launchBrowser();
    const community = newCommunity();
    yusuf = await matchableMember(platform, admin, 'male', community);
    amina = await matchableMember(platform, admin, 'female', community);
    await waitForMatches(yusuf, [amina.id]);
    await waitForMatches(amina, [yusuf.id]);
    const request = await yusuf.client.json<MatchRequestView>('POST', '/api/match-requests', {
      requesterId: yusuf.id,
      targetId: amina.id,
      message: `Assalamu alaikum. @${yusuf.username} would like to connect with you.`,
    });
    expect(request.status).toBe(201);
    const answer = await amina.client.json('PATCH', `/api/match-requests/${request.body.id}`, {
      status: 'accepted',
    });
    expect(answer.status).toBe(200);
    matchId = await waitFor(
      async () => {
        const { body } = await yusuf.client.json<DocumentMatchSummary[]>(
          'GET',
          '/api/document-matches',
        );
        return Array.isArray(body) ? body.find((m) => m.partnerId === amina.id)?.id : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 250, what: "the accepted pair's match page" },
    );
  }, PLATFORM_START_TIMEOUT);

  afterAll(async () => {
    for (const context of contexts) {
      await context.close();
    }
    await browser?.close();
    await platform.stop();
  }, PLATFORM_STOP_TIMEOUT);

  it("shows 'Match not found' for a match the member is not part of", async () => {
    yusufPage = await signedInPage(yusuf);
    await yusufPage.goto(`${platform.baseUrl}/document-upload/${randomUUID()}`);
    await yusufPage.getByText('Match not found', { exact: true }).waitFor();
    await yusufPage
      .getByText(
        'The match you are looking for does not exist or you do not have permission to view it.',
      )
      .waitFor();
    await expectScreenshot(yusufPage, 'documents-match-not-found');
    await yusufPage.getByRole('button', { name: 'Back to Matches' }).click();
    await yusufPage.waitForURL(/\/matches$/);
  }, 60_000);

  it('both members upload their five documents with real progress', async () => {
    aminaPage = await signedInPage(amina);
    await openMatchPage(yusufPage);
    await expectScreenshot(yusufPage, 'documents-match-page');
    await uploadAll(yusufPage, await makeFiles('yusuf', [30, 90, 160]), 'yusuf');
    await uploadAll(aminaPage, await makeFiles('amina', [200, 40, 90]), 'amina');
    await aminaPage.reload();
    await aminaPage
      .getByRole('region', { name: 'Partner documents' })
      .getByText('Submitted', { exact: true })
      .waitFor();
    await openMeetingTab(aminaPage);
    await aminaPage.getByText('Meeting arrangement is not open yet', { exact: true }).waitFor();
    await aminaPage.getByText('£50.00', { exact: true }).waitFor();
    await expectScreenshot(aminaPage, 'documents-meeting-closed');
  }, 180_000);

  it('an admin opens and approves every document', async () => {
    adminPage = await newPage();
    await signInAsAdmin(adminPage, platform.baseUrl, credentials);
    await openAdminTab('Document Verification');
    for (const member of [yusuf, amina]) {
      const row = adminPage.getByRole('row').filter({ hasText: member.username });
      const face = row.getByRole('img', { name: 'Face Photo' });
      await face.waitFor({ timeout: 20_000 });
      await waitFor(async () => (await loadedWidth(face)) > 0, {
        timeoutMs: 10_000,
        what: 'the face photo to load through its route',
      });
      const idLink = row.getByRole('link', { name: /Open ID Document/ });
      expect(await idLink.getAttribute('target')).toBe('_blank');
    }
    await expectScreenshot(adminPage, 'documents-admin-review');
    for (const member of [yusuf, amina]) {
      for (const label of [
        'Face Photo',
        'Full Body Photo',
        'Casual Photo',
        'ID Document',
        'Proof of Address',
      ]) {
        const row = adminPage.getByRole('row').filter({ hasText: member.username });
        const approve = row.getByRole('button', { name: new RegExp(`^Approve ${label} of `) });
        await approve.click();
        await approve.waitFor({ state: 'detached', timeout: SERVER_STEP_TIMEOUT });
      }
    }
    await waitFor(
      async () => {
        const { body } = await yusuf.client.json<{ partnerDocumentsStatus: string }>(
          'GET',
          `/api/matches/${matchId}`,
        );
        return body.partnerDocumentsStatus === 'approved';
      },
      { timeoutMs: 20_000, intervalMs: 250, what: "both members' documents approved" },
    );
    await expectScreenshot(adminPage, 'documents-admin-approved');
  }, 180_000);

  it('both reveal their photos and then see each other’s', async () => {
    for (const page of [yusufPage, aminaPage]) {
      await openMatchPage(page);
      await documentRow(page, 'Face Photo').getByText('Approved', { exact: true }).waitFor();
      await page.getByRole('switch', { name: /^Reveal my photos to / }).click();
      await page.getByText('Photos revealed', { exact: true }).waitFor();
    }
    for (const page of [yusufPage, aminaPage]) {
      await page.reload();
      const photos = page.getByRole('list', { name: /^Photos of / });
      await photos.waitFor({ timeout: SERVER_STEP_TIMEOUT });
      const images = photos.getByRole('img');
      await waitFor(async () => (await images.count()) === 3, { what: 'three revealed photos' });
      for (let index = 0; index < 3; index += 1) {
        await waitFor(async () => (await loadedWidth(images.nth(index))) > 0, {
          timeoutMs: 10_000,
          what: 'a revealed photo to load',
        });
      }
    }
    await expectScreenshot(yusufPage, 'documents-yusuf-sees-photos');
    await expectScreenshot(aminaPage, 'documents-amina-sees-photos');
  }, 120_000);

  it('one pays the £50.00 fee with 4242 4242 4242 4242 and proposes dates', async () => {
    await openMeetingTab(yusufPage);
    await yusufPage.getByRole('button', { name: /Pay £50\.00/ }).click();
    await yusufPage.waitForURL(/\/checkout\?/, { timeout: SERVER_STEP_TIMEOUT });
    await yusufPage.getByText('£50.00', { exact: true }).waitFor();
    await yusufPage.getByLabel('Card number').waitFor({ timeout: SERVER_STEP_TIMEOUT });
    await yusufPage.getByLabel('Card number').pressSequentially('4242 4242 4242 4242', {
      delay: 10,
    });
    await yusufPage.getByLabel('Expiration date').pressSequentially('1234');
    await yusufPage.getByLabel('Security code').pressSequentially('123');
    await yusufPage.getByLabel('Postcode').fill('SW1A 1AA');
    await expectScreenshot(yusufPage, 'documents-meeting-checkout');
    await yusufPage.getByRole('button', { name: /Complete Payment/ }).click();
    await yusufPage.waitForURL(/\/payment-success/, { timeout: 20_000 });
    await yusufPage
      .getByText('Payment Successful', { exact: true })
      .first()
      .waitFor({ timeout: 30_000 });
    await expectScreenshot(yusufPage, 'documents-meeting-paid');
    await yusufPage.getByRole('link', { name: 'Back to Documents & Meeting' }).click();
    await yusufPage.waitForURL(new RegExp(`/document-upload/${matchId}$`));
    await yusufPage.getByRole('tab', { name: /Meeting Arrangement/ }).click();
    await yusufPage
      .getByText('Meeting fee paid', { exact: true })
      .waitFor({ timeout: SERVER_STEP_TIMEOUT });

    const form = yusufPage.getByRole('region', { name: 'Propose the meeting' });
    await form.getByLabel('Date 1').fill(daysFromNow(20));
    await form.getByLabel('Date 2').fill(daysFromNow(22));
    await form.getByLabel('Preferred area').fill('Central Manchester');
    await form.getByRole('button', { name: 'Send Proposal' }).click();
    await yusufPage.getByRole('region', { name: 'Meeting proposal' }).waitFor();
    await yusufPage.getByText('Central Manchester', { exact: true }).waitFor();
    await expectScreenshot(yusufPage, 'documents-meeting-proposed');
  }, 150_000);

  it('the admin records the meeting and both members see it', async () => {
    const venue = 'Manchester Central Library, meeting room 2';
    await adminPage.goto(`${platform.baseUrl}/admin`);
    await openAdminTab('Meeting Requests');
    const row = adminPage.getByRole('row').filter({ hasText: 'Central Manchester' });
    await row.getByRole('button', { name: /^Record meeting of / }).click();
    const dialog = adminPage.getByRole('dialog');
    await dialog.getByLabel('Date and time').fill(`${daysFromNow(21)}T14:30`);
    await dialog.getByLabel('Venue').fill(venue);
    await expectScreenshot(adminPage, 'documents-admin-record-meeting');
    await dialog.getByRole('button', { name: 'Record Meeting' }).click();
    await adminPage.getByText('Meeting recorded', { exact: true }).waitFor();
    await row.getByText(venue, { exact: true }).waitFor();
    await expectScreenshot(adminPage, 'documents-admin-meeting-recorded');

    for (const [page, who] of [
      [yusufPage, 'yusuf'],
      [aminaPage, 'amina'],
    ] as const) {
      await openMeetingTab(page);
      await page
        .getByText('Meeting arranged', { exact: true })
        .waitFor({ timeout: SERVER_STEP_TIMEOUT });
      await page.getByText(new RegExp(venue)).waitFor();
      await expectScreenshot(page, `documents-${who}-meeting-arranged`);
    }
  }, 120_000);
});
