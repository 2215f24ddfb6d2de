import { DocumentRpc, ErrorCode, MB } from '@mithaq/contracts';
import { waitFor } from '@mithaq/testing';
import sharp from 'sharp';
import {
  daysAgo,
  DocumentsHarness,
  failure,
  makeImage,
  makePdf,
  padded,
} from './test/documents-harness';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('documents in the profile service', () => {
  const harness = new DocumentsHarness();

  beforeAll(() => harness.start(150), 60_000);
  afterAll(() => harness.stop());

  it('stores an uploaded file encrypted: the database never holds its bytes', async () => {
    const member = await harness.member();
    const marker = `MARKER-${member.userId}`;
    const pdf = makePdf(marker);
    const document = await harness.upload(member, 'id_document', pdf);
    expect(document).toMatchObject({
      type: 'id_document',
      label: 'ID Document',
      status: 'submitted',
      contentType: 'application/pdf',
      size: pdf.length,
      fileDeleted: false,
    });
    const uploadedAt = Date.parse(document.uploadedAt ?? '');
    expect(Date.parse(document.deleteAt ?? '') - uploadedAt).toBe(30 * DAY_MS);

    const { rows } = await harness.db.query<{ found: number; size: number }>(
      `SELECT position($2::bytea IN ciphertext) AS found, octet_length(ciphertext) AS size,
              octet_length(wrapped_key) AS wrapped
         FROM document_blobs WHERE document_id = $1`,
      [document.id, Buffer.from(marker)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.found).toBe(0);
    const anywhere = await harness.count(
      "documents d JOIN document_blobs b ON b.document_id = d.id WHERE position($1::bytea IN b.ciphertext) > 0 OR d::text LIKE '%' || $2 || '%'",
      [Buffer.from(marker), marker],
    );
    expect(anywhere).toBe(0);

    const file = await harness.rpc.call(
      DocumentRpc.file,
      { documentId: document.id ?? '' },
      member,
    );
    expect(file.contentType).toBe('application/pdf');
    expect(file.fileName).toBe('id_document.pdf');
    expect(Buffer.from(file.base64, 'base64')).toEqual(pdf);
  });

  it('re-encodes photos so that EXIF (GPS, device) is gone, turned upright', async () => {
    const member = await harness.member();
    const withGps = await sharp({
      create: { width: 120, height: 80, channels: 3, background: { r: 20, g: 120, b: 200 } },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'TestPhone', Model: 'X1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2600/100' },
      })
      .toBuffer();
    const GPS_IFD_TAG = Buffer.from([0x25, 0x88]);
    const before = await sharp(withGps).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from('TestPhone'))).toBe(true);
    expect(before.exif?.includes(GPS_IFD_TAG)).toBe(true);

    const document = await harness.upload(member, 'face_photo', withGps);
    expect(document.contentType).toBe('image/jpeg');
    const file = await harness.rpc.call(
      DocumentRpc.file,
      { documentId: document.id ?? '' },
      member,
    );
    const stored = Buffer.from(file.base64, 'base64');
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // Orientation 6 means "rotate 90°": the stored photo is upright, so its sides swapped.
    expect([after.width, after.height]).toEqual([80, 120]);
    expect(stored.includes(Buffer.from('TestPhone'))).toBe(false);
    expect(document.size).toBe(stored.length);

    const png = await harness.upload(member, 'casual_photo', await makeImage('png'));
    expect(png.contentType).toBe('image/png');
  });

  it('refuses bad files with a clear 4xx and stores nothing', async () => {
    const member = await harness.member();
    const jpeg = await makeImage('jpeg', 400, 300);
    const cases = [
      {
        type: 'face_photo' as const,
        bytes: Buffer.from('<html><body><script>alert(1)</script></body></html>'),
        code: ErrorCode.ValidationFailed,
      },
      {
        type: 'casual_photo' as const,
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        code: ErrorCode.ValidationFailed,
      },
      {
        type: 'face_photo' as const,
        bytes: makePdf('not a photo'),
        code: ErrorCode.ValidationFailed,
      },
      {
        type: 'face_photo' as const,
        bytes: padded(jpeg, 5 * MB + 1),
        code: ErrorCode.PayloadTooLarge,
        message: 'File too large: Maximum file size is 5MB',
      },
      {
        type: 'id_document' as const,
        bytes: padded(makePdf('big'), 10 * MB + 1),
        code: ErrorCode.PayloadTooLarge,
        message: 'File too large: Maximum file size is 10MB',
      },
      {
        type: 'full_body_photo' as const,
        bytes: jpeg.subarray(0, Math.floor(jpeg.length * 0.6)),
        code: ErrorCode.Unprocessable,
        message: 'The file could not be read as an image or a PDF',
      },
    ];
    for (const { type, bytes, code, message } of cases) {
      const error = await failure(harness.upload(member, type, bytes));
      expect({ type, code: error.code }).toEqual({ type, code });
      if (message) {
        expect(error.message).toBe(message);
      }
    }
    const oldBill = await failure(
      harness.upload(member, 'proof_of_address', makePdf('bill'), daysAgo(4 * 31)),
    );
    expect(oldBill.code).toBe(ErrorCode.ValidationFailed);
    expect(oldBill.message).toBe('Proof of address must be from the last 3 months');
    const undated = await failure(harness.upload(member, 'proof_of_address', makePdf('bill')));
    expect(undated.message).toBe('Please enter the date on your proof of address');

    expect(await harness.count('documents WHERE user_id = $1', [member.userId])).toBe(0);
    const mine = await harness.rpc.call(DocumentRpc.myDocuments, {}, member);
    expect(mine.documentStatus).toBe('requested');
    expect(mine.documents.map((d) => d.status)).toEqual(Array(5).fill('requested'));
  });

  it('replaces the previous file of a type, and never an approved one', async () => {
    const member = await harness.member();
    const first = await harness.upload(member, 'face_photo', await makeImage('jpeg'));
    const second = await harness.upload(member, 'face_photo', await makeImage('png'));
    expect(second.id).not.toBe(first.id);
    expect(await harness.count('documents WHERE user_id = $1', [member.userId])).toBe(1);
    expect(await harness.count('document_blobs WHERE document_id = $1', [first.id])).toBe(0);
    expect(
      (await failure(harness.rpc.call(DocumentRpc.file, { documentId: first.id ?? '' }, member)))
        .code,
    ).toBe(ErrorCode.NotFound);

    await harness.rpc.call(
      DocumentRpc.adminReview,
      { documentId: second.id ?? '', review: { decision: 'approve' } },
      harness.admin,
    );
    const again = await failure(harness.upload(member, 'face_photo', await makeImage('jpeg')));
    expect(again.code).toBe(ErrorCode.Conflict);
    expect(again.message).toBe('This document is already approved');
    expect(await harness.count('documents WHERE user_id = $1', [member.userId])).toBe(1);
  });

  it('deletes the bytes 30 days after upload and keeps type, status and dates', async () => {
    const member = await harness.member();
    const documents = await harness.uploadAll(member);
    await harness.approveAll(documents);
    const face = documents.face_photo.id ?? '';
    await harness.db.query(
      "UPDATE documents SET delete_at = now() - interval '1 second' WHERE user_id = $1",
      [member.userId],
    );
    // The sweep runs on its own interval (a fraction of a second in this suite).
    await waitFor(
      async () =>
        (await harness.count('documents WHERE user_id = $1 AND file_deleted_at IS NOT NULL', [
          member.userId,
        ])) === 5,
      { what: 'the sweep to delete the files' },
    );
    expect(
      await harness.count(
        'document_blobs b JOIN documents d ON d.id = b.document_id WHERE d.user_id = $1',
        [member.userId],
      ),
    ).toBe(0);
    const mine = await harness.rpc.call(DocumentRpc.myDocuments, {}, member);
    expect(mine.documentStatus).toBe('approved');
    expect(mine.isVerified).toBe(true);
    expect(mine.documents.every((d) => d.fileDeleted && d.status === 'approved')).toBe(true);
    expect(mine.documents.every((d) => d.uploadedAt && d.reviewedAt && d.contentType)).toBe(true);
    const gone = await failure(harness.rpc.call(DocumentRpc.file, { documentId: face }, member));
    expect(gone.code).toBe(ErrorCode.NotFound);
    expect(gone.message).toBe('This file was deleted 30 days after upload');
    // Deleting the bytes does not take the Verified state away.
    expect(
      await harness.outbox('profile.verification.changed', { userId: member.userId }),
    ).toHaveLength(1);
    expect(await harness.sweep()).toBe(0);
  });
});
