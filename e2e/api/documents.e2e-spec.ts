/** @platform shared */
import {
  AccessMessage,
  DocumentMessage,
  DocumentRoutes as R,
  MB,
  MEETING_FEE_PENCE,
  type DocumentMatch,
  type DocumentType,
  type HttpErrorBody,
  type MemberDocument,
  type MemberVerification,
} from '@mithaq/contracts';
import { localSecretKey } from '@mithaq/local-stripe';
import {
  ApiClient,
  grantMembership,
  newMember,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  registerAndSignIn,
  startPlatformWithAdmin,
  waitFor,
} from '@mithaq/testing';
import sharp from 'sharp';
import Stripe from 'stripe';
import type { Member } from './matching-fixtures';
import { acceptedPair, sessionCookie } from './messaging-fixtures';

/** A small real PDF: header, one page, cross-reference table with true offsets, trailer. */
const pdfBytes = (text: string): Buffer => {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R >>',
    `<< /Length ${text.length + 30} >>\nstream\nBT /F1 12 Tf 10 50 Td (${text}) Tj ET\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

const photo = (format: 'jpeg' | 'png', red: number): Promise<Buffer> => {
  const image = sharp({
    create: { width: 96, height: 128, channels: 3, background: { r: red, g: 120, b: 90 } },
  });
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
};

const daysAgo = (days: number): string =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const monthsAgo = (months: number): string => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
};
const intentOf = (clientSecret: string): string => clientSecret.split('_secret_')[0] ?? '';

interface Upload {
  type: DocumentType;
  bytes: Buffer;
  fileName: string;
  issueDate?: string;
}

/** A member's own browser session for multipart uploads and file downloads. */
interface Browser {
  upload: (upload: Upload) => Promise<{ status: number; body: MemberDocument & HttpErrorBody }>;
  download: (documentId: string) => Promise<Response>;
}

describe('documents and meetings through the gateway', () => {
  let platform: Platform;
  let admin: ApiClient;
  let stripe: Stripe;
  let woman: Member;
  let man: Member;
  let stranger: ApiClient;
  let matchId: string;
  const visitor = () => new ApiClient(platform.baseUrl);

  const browserOf = async (username: string): Promise<Browser> => {
    const cookie = await sessionCookie(platform.baseUrl, username);
    const token = (await (
      await fetch(`${platform.baseUrl}/api/csrf-token`, { headers: { cookie } })
    ).json()) as { csrfToken: string };
    return {
      upload: async ({ type, bytes, fileName, issueDate }) => {
        const form = new FormData();
        if (issueDate) {
          form.set('issueDate', issueDate);
        }
        form.set('file', new Blob([new Uint8Array(bytes)]), fileName);
        const response = await fetch(`${platform.baseUrl}/api/documents/${type}`, {
          method: 'POST',
          headers: { cookie, 'x-csrf-token': token.csrfToken },
          body: form,
        });
        return {
          status: response.status,
          body: (await response.json()) as MemberDocument & HttpErrorBody,
        };
      },
      download: (documentId) =>
        fetch(`${platform.baseUrl}/api/documents/${documentId}/file`, { headers: { cookie } }),
    };
  };

  const fiveDocuments = async (red: number): Promise<Upload[]> => [
    { type: 'face_photo', bytes: await photo('jpeg', red), fileName: 'face.jpg' },
    { type: 'full_body_photo', bytes: await photo('png', red), fileName: 'full body.png' },
    { type: 'casual_photo', bytes: await photo('jpeg', red + 5), fileName: 'casual.jpeg' },
    { type: 'id_document', bytes: pdfBytes('Passport'), fileName: 'passport.pdf' },
    {
      type: 'proof_of_address',
      bytes: pdfBytes('Council tax bill'),
      fileName: 'bill.pdf',
      issueDate: daysAgo(10),
    },
  ];

  const uploadAll = async (member: Member, red: number): Promise<void> => {
    const browser = await browserOf(member.username);
    for (const upload of await fiveDocuments(red)) {
      const reply = await browser.upload(upload);
      expect([upload.type, reply.status, reply.body.status]).toEqual([
        upload.type,
        201,
        'submitted',
      ]);
    }
  };

  const approveAll = async (userId: string): Promise<void> => {
    const set = await waitFor(
      async () =>
        (await admin.call(R.adminReviews, {})).body.find((entry) => entry.userId === userId),
      { timeoutMs: 15_000, what: 'the member in the review list' },
    );
    for (const document of set.documents) {
      const reviewed = await admin.call(R.adminReview, {
        params: { documentId: document.id ?? '' },
        body: { decision: 'approve' },
      });
      expect([document.type, reviewed.status, reviewed.body.status]).toEqual([
        document.type,
        200,
        'approved',
      ]);
    }
  };

  const matchOf = (member: Member) => member.client.call(R.match, { params: { matchId } });
  const mine = async (member: Member): Promise<MemberVerification> =>
    (await member.client.call(R.myDocuments, {})).body;

  beforeAll(async () => {
    platform = new Platform();
    ({ admin } = await startPlatformWithAdmin(platform));
    if (!platform.stripe) {
      throw new Error('the platform started no local Stripe');
    }
    stripe = new Stripe(localSecretKey, {
      host: platform.stripe.host,
      port: platform.stripe.port,
      protocol: 'http',
      apiVersion: '2026-10-28.endive',
    });
    ({ woman, man } = await acceptedPair(platform, admin));
    stranger = new ApiClient(platform.baseUrl);
    expect((await registerAndSignIn(stranger, newMember())).status).toBe(200);
    const summary = await waitFor(async () => (await woman.client.call(R.myMatches, {})).body[0], {
      timeoutMs: 20_000,
      what: 'the accepted match on the match page list',
    });
    matchId = summary.id;
  }, PLATFORM_START_TIMEOUT);
  afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

  it('answers the match page to its two members only; the matches list stays matching', async () => {
    expect((await matchOf(woman)).body).toMatchObject({ id: matchId, partner: { userId: man.id } });
    expect((await matchOf(man)).body).toMatchObject({ id: matchId, partner: { userId: woman.id } });
    const notFound = [404, DocumentMessage.MatchNotFound];
    for (const client of [stranger, admin]) {
      const reply = await client.call(R.match, { params: { matchId } });
      expect([reply.status, reply.body.message]).toEqual(notFound);
    }
    const unknown = await woman.client.call(R.match, { params: { matchId: crypto.randomUUID() } });
    expect([unknown.status, unknown.body.message]).toEqual(notFound);
    const anonymous = await visitor().call(R.match, { params: { matchId } });
    expect([anonymous.status, anonymous.body.message]).toEqual([401, AccessMessage.SignIn]);
    // GET /api/matches/list is matching's, not the match page of a match called "list".
    const list = await woman.client.json<{ access: unknown }>('GET', '/api/matches/list');
    expect(list.status).toBe(200);
    expect(list.body.access).toBeDefined();
  });

  it('refuses every bad file with a clear 4xx and keeps nothing of it', async () => {
    const browser = await browserOf(woman.username);
    const jpeg = await photo('jpeg', 10);
    const bad: [string, Upload, number, string][] = [
      [
        'HTML named .png',
        {
          type: 'face_photo',
          bytes: Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
          fileName: 'face.png',
        },
        400,
        DocumentMessage.WrongType,
      ],
      [
        'SVG named .png',
        {
          type: 'casual_photo',
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
          fileName: 'casual.png',
        },
        400,
        DocumentMessage.WrongType,
      ],
      [
        'a PDF as a photo',
        { type: 'face_photo', bytes: pdfBytes('Not a photo'), fileName: 'face.jpg' },
        400,
        DocumentMessage.WrongType,
      ],
      [
        'a photo of 5 MB + 1 byte',
        {
          type: 'full_body_photo',
          bytes: Buffer.concat([jpeg, Buffer.alloc(5 * MB + 1 - jpeg.length)]),
          fileName: 'big.jpg',
        },
        413,
        `${DocumentMessage.FileTooLarge}: ${DocumentMessage.maxSize('full_body_photo')}`,
      ],
      [
        'an ID of 10 MB + 1 byte',
        {
          type: 'id_document',
          bytes: Buffer.concat([pdfBytes('ID'), Buffer.alloc(10 * MB + 1 - pdfBytes('ID').length)]),
          fileName: 'id.pdf',
        },
        413,
        `${DocumentMessage.FileTooLarge}: ${DocumentMessage.maxSize('id_document')}`,
      ],
      [
        'a truncated JPEG',
        { type: 'face_photo', bytes: jpeg.subarray(0, jpeg.length / 2), fileName: 'face.jpg' },
        422,
        DocumentMessage.Unreadable,
      ],
      [
        'a proof of address four months old',
        {
          type: 'proof_of_address',
          bytes: pdfBytes('Old bill'),
          fileName: 'bill.pdf',
          issueDate: monthsAgo(4),
        },
        400,
        DocumentMessage.IssueDateTooOld,
      ],
    ];
    for (const [what, upload, status, message] of bad) {
      const reply = await browser.upload(upload);
      expect([what, reply.status, reply.body.message]).toEqual([what, status, message]);
    }
    const after = await mine(woman);
    expect(after.documents.map((document) => [document.status, document.id])).toEqual(
      after.documents.map(() => ['requested', null]),
    );
  });

  it('stores five real documents per member, shown to their owner only', async () => {
    await uploadAll(woman, 40);
    await uploadAll(man, 160);
    const hers = await mine(woman);
    expect(hers.documentStatus).toBe('submitted');
    const id = hers.documents.find((document) => document.type === 'id_document')?.id ?? '';
    const face = hers.documents.find((document) => document.type === 'face_photo')?.id ?? '';

    const own = await (await browserOf(woman.username)).download(id);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(own.headers.get('content-disposition')).toMatch(/^inline; filename="[\w.-]+"$/);
    expect(
      Buffer.from(await own.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Another member's document id: nothing, for the partner as for a stranger.
    for (const username of [man.username]) {
      for (const documentId of [id, face]) {
        expect((await (await browserOf(username)).download(documentId)).status).toBe(404);
      }
    }
    const foreign = await stranger.json<HttpErrorBody>('GET', `/api/documents/${id}/file`);
    expect([foreign.status, foreign.body.message]).toEqual([404, DocumentMessage.DocumentNotFound]);
    expect((await visitor().json('GET', `/api/documents/${id}/file`)).status).toBe(401);
    // The partner sees where the documents stand, never the files.
    expect((await matchOf(man)).body).toMatchObject({
      partnerDocumentsStatus: 'submitted',
      partnerPhotos: [],
    });
  });

  it('keeps the meeting closed until both sets are approved, then takes the fee via Stripe', async () => {
    const closed = await woman.client.call(R.payMeeting, { params: { matchId } });
    expect([closed.status, closed.body.message]).toEqual([422, DocumentMessage.MeetingClosed]);
    const foreign = await stranger.call(R.payMeeting, { params: { matchId } });
    expect([foreign.status, foreign.body.message]).toEqual([404, DocumentMessage.MatchNotFound]);
    // Reviews are the team's: members get 403.
    const selfReview = await woman.client.call(R.adminReview, {
      params: { documentId: crypto.randomUUID() },
      body: { decision: 'approve' },
    });
    expect(selfReview.status).toBe(403);

    await approveAll(woman.id);
    expect((await matchOf(woman)).body.meetingDetails.open).toBe(false);
    const halfOpen = await man.client.call(R.payMeeting, { params: { matchId } });
    expect([halfOpen.status, halfOpen.body.message]).toEqual([422, DocumentMessage.MeetingClosed]);
    await approveAll(man.id);
    const opened = (await matchOf(woman)).body;
    expect(opened.meetingDetails).toMatchObject({
      open: true,
      paid: false,
      paymentStatus: 'not_started',
      fee: MEETING_FEE_PENCE,
    });

    const unpaidProposal = await woman.client.call(R.proposeMeeting, {
      params: { matchId },
      body: { dates: [daysAgo(-20)], area: 'Leeds city centre' },
    });
    expect([unpaidProposal.status, unpaidProposal.body.message]).toEqual([
      422,
      DocumentMessage.MeetingNotPaid,
    ]);

    const checkout = await woman.client.call(R.payMeeting, { params: { matchId } });
    expect(checkout.status).toBe(201);
    expect(checkout.body).toMatchObject({ included: false, amount: MEETING_FEE_PENCE });
    const again = await woman.client.call(R.payMeeting, { params: { matchId } });
    expect(again.body).toEqual(checkout.body);
    const other = await man.client.call(R.payMeeting, { params: { matchId } });
    expect([other.status, other.body.message]).toEqual([
      409,
      DocumentMessage.MeetingPaymentInProgress,
    ]);
    // Nothing the client says completes it: only the payment's webhook does.
    expect((await matchOf(man)).body.meetingDetails.paymentStatus).toBe('processing');
    if (checkout.body.included) {
      throw new Error('the fee was not charged');
    }
    await stripe.paymentIntents.confirm(intentOf(checkout.body.clientSecret), {
      payment_method: 'pm_card_visa',
    });
    const paid = await waitFor(
      async () => {
        const page = (await matchOf(man)).body;
        return page.meetingDetails.paid ? page : undefined;
      },
      { timeoutMs: 30_000, what: 'the meeting to be paid from the webhook' },
    );
    expect(paid.meetingDetails).toMatchObject({
      paymentStatus: 'completed',
      included: false,
      fee: MEETING_FEE_PENCE,
      paidBy: woman.id,
    });
    const twice = await man.client.call(R.payMeeting, { params: { matchId } });
    expect([twice.status, twice.body.message]).toEqual([409, DocumentMessage.MeetingAlreadyPaid]);
    for (const member of [woman, man]) {
      await platform.emailTo(member.email, 'Your meeting arrangement is confirmed');
    }

    const dates = [daysAgo(-21), daysAgo(-14)];
    const proposed = await man.client.call(R.proposeMeeting, {
      params: { matchId },
      body: { dates, area: 'Leeds city centre' },
    });
    expect(proposed.status).toBe(200);
    expect((await matchOf(woman)).body.meetingDetails.proposal).toMatchObject({
      dates: [...dates].sort(),
      area: 'Leeds city centre',
      proposedBy: man.id,
    });

    const requests = (await admin.call(R.adminMeetings, {})).body;
    const request = requests.find((entry) => entry.matchId === matchId);
    expect(request?.members.map((member) => member.userId).sort()).toEqual(
      [woman.id, man.id].sort(),
    );
    expect((await woman.client.call(R.adminMeetings, {})).status).toBe(403);
    const when = new Date(Date.now() + 21 * 86_400_000).toISOString();
    const arranged = await admin.call(R.adminArrangeMeeting, {
      params: { meetingId: request?.id ?? '' },
      body: { date: when, venue: 'Leeds Central Library, Calverley Street' },
    });
    expect(arranged.status).toBe(200);
    for (const member of [woman, man]) {
      const page: DocumentMatch = (await matchOf(member)).body;
      expect(page.meetingDetails.arranged).toMatchObject({
        date: when,
        venue: 'Leeds Central Library, Calverley Street',
      });
    }
  }, 120_000);

  it("covers a gold member's first meeting: no charge, completed at once", async () => {
    const pair = await acceptedPair(platform, admin);
    await grantMembership(admin, pair.man, 'gold');
    const summary = await waitFor(
      async () => (await pair.man.client.call(R.myMatches, {})).body[0],
      { timeoutMs: 20_000, what: 'the second accepted match' },
    );
    for (const [member, red] of [
      [pair.woman, 70],
      [pair.man, 200],
    ] as const) {
      await uploadAll(member, red);
      await approveAll(member.id);
    }
    const included = await pair.man.client.call(R.payMeeting, { params: { matchId: summary.id } });
    expect([included.status, included.body]).toEqual([
      201,
      expect.objectContaining({ included: true, amount: 0 }),
    ]);
    const page = await waitFor(
      async () => {
        const reply = await pair.woman.client.call(R.match, { params: { matchId: summary.id } });
        return reply.body.meetingDetails.paid ? reply.body : undefined;
      },
      { timeoutMs: 15_000, what: 'the included meeting to be paid' },
    );
    expect(page.meetingDetails).toMatchObject({ included: true, fee: 0, paidBy: pair.man.id });
    const twice = await pair.woman.client.call(R.payMeeting, { params: { matchId: summary.id } });
    expect([twice.status, twice.body.message]).toEqual([409, DocumentMessage.MeetingAlreadyPaid]);
    // Another member's match id: nothing.
    const foreign = await woman.client.call(R.payMeeting, { params: { matchId: summary.id } });
    expect([foreign.status, foreign.body.message]).toEqual([404, DocumentMessage.MatchNotFound]);
  }, 180_000);

  it.each([
    ['GET', '/api/documents'],
    ['POST', '/api/documents/face_photo'],
    ['GET', '/api/document-matches'],
    ['POST', `/api/matches/00000000-0000-4000-8000-000000000000/reveal`],
    ['POST', `/api/matches/00000000-0000-4000-8000-000000000000/meeting/payment`],
    ['POST', `/api/matches/00000000-0000-4000-8000-000000000000/meeting/proposal`],
  ])('asks a visitor to sign in for %s %s', async (method, path) => {
    const reply = await visitor().json<HttpErrorBody>(
      method,
      path,
      method === 'GET' ? undefined : {},
    );
    expect([reply.status, reply.body.message]).toEqual([401, AccessMessage.SignIn]);
  });

  it('keeps the team tabs to admins', async () => {
    for (const [client, status] of [
      [woman.client, 403],
      [stranger, 403],
      [admin, 200],
    ] as const) {
      expect((await client.call(R.adminReviews, {})).status).toBe(status);
      expect((await client.call(R.adminMeetings, {})).status).toBe(status);
    }
  });
});
