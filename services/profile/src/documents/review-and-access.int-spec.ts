import { randomUUID } from 'node:crypto';
import { DocumentRpc, ErrorCode, type Actor } from '@mithaq/contracts';
import { DocumentsHarness, failure, makeImage, type TestMember } from './test/documents-harness';

const MATCH_NOT_FOUND =
  'Match not found: The match you are looking for does not exist or you do not have permission to view it.';

const accountUpdate = (member: TestMember, email: string) => ({
  userId: member.userId,
  username: member.username,
  email,
  role: 'seeker' as const,
  approvalStatus: 'approved' as const,
  marketingConsent: false,
  isEmailVerified: true,
});

describe('document review, file access and the match page', () => {
  const harness = new DocumentsHarness();

  beforeAll(() => harness.start(), 60_000);
  afterAll(() => harness.stop());

  const fileOf = (documentId: string | null, actor: Actor) =>
    harness.rpc.call(DocumentRpc.file, { documentId: documentId ?? '' }, actor);

  it('lists submitted sets oldest first and emails each decision once', async () => {
    const first = await harness.member();
    const second = await harness.member();
    const firstFace = await harness.upload(first, 'face_photo', await makeImage('jpeg'));
    await harness.upload(second, 'id_document', await makeImage('png'));
    const reviews = await harness.rpc.call(DocumentRpc.adminReviews, {}, harness.admin);
    const ours = reviews.filter((set) => [first.userId, second.userId].includes(set.userId));
    expect(ours.map((set) => set.userId)).toEqual([first.userId, second.userId]);
    expect(ours[0]).toMatchObject({
      username: first.username,
      fullName: first.fullName,
      email: first.email,
    });
    expect(ours[0]?.documents).toHaveLength(5);

    const needsNotes = await failure(
      harness.rpc.call(
        DocumentRpc.adminReview,
        { documentId: firstFace.id ?? '', review: { decision: 'reject', notes: '' } },
        harness.admin,
      ),
    );
    expect(needsNotes.code).toBe(ErrorCode.ValidationFailed);
    const rejected = await harness.rpc.call(
      DocumentRpc.adminReview,
      { documentId: firstFace.id ?? '', review: { decision: 'reject', notes: 'Face is blurred' } },
      harness.admin,
    );
    expect(rejected).toMatchObject({ status: 'requested', notes: 'Face is blurred' });
    const twice = await failure(
      harness.rpc.call(
        DocumentRpc.adminReview,
        { documentId: firstFace.id ?? '', review: { decision: 'approve' } },
        harness.admin,
      ),
    );
    expect(twice.code).toBe(ErrorCode.Conflict);
    const emails = await harness.outbox('profile.email.requested', { to: first.email });
    expect(emails).toEqual([
      expect.objectContaining({
        kind: 'document-reviewed',
        dedupeKey: `document-reviewed:${firstFace.id}`,
        subject: 'Please upload your Face Photo again',
      }),
    ]);
    expect(emails[0]?.text).toContain('Face is blurred');
    const member = await failure(harness.rpc.call(DocumentRpc.adminReviews, {}, first));
    expect(member.code).toBe(ErrorCode.Forbidden);
  });

  it("emails a decision to the member's current address", async () => {
    const member = await harness.member();
    const face = await harness.upload(member, 'face_photo', await makeImage('png'));
    await harness.publish('identity.account.updated', accountUpdate(member, 'new@example.com'));
    const [set] = (await harness.rpc.call(DocumentRpc.adminReviews, {}, harness.admin)).filter(
      (entry) => entry.userId === member.userId,
    );
    expect(set?.email).toBe('new@example.com');
    await harness.rpc.call(
      DocumentRpc.adminReview,
      { documentId: face.id ?? '', review: { decision: 'approve', notes: 'Clear photo' } },
      harness.admin,
    );
    const [email] = await harness.outbox('profile.email.requested', {
      dedupeKey: `document-reviewed:${face.id}`,
    });
    expect(email).toMatchObject({ to: 'new@example.com', subject: 'Your Face Photo is approved' });
  });

  it('announces Verified once, when an ID document and face photo are approved', async () => {
    const member = await harness.member();
    const documents = await harness.uploadAll(member);
    const approve = (id: string | null) =>
      harness.rpc.call(
        DocumentRpc.adminReview,
        { documentId: id ?? '', review: { decision: 'approve' } },
        harness.admin,
      );
    await approve(documents.face_photo.id);
    expect(await harness.outbox('profile.verification.changed', { userId: member.userId })).toEqual(
      [],
    );
    await approve(documents.id_document.id);
    await approve(documents.casual_photo.id);
    const changes = await harness.outbox('profile.verification.changed', { userId: member.userId });
    expect(changes).toEqual([expect.objectContaining({ userId: member.userId, isVerified: true })]);
    const emails = await harness.outbox('profile.email.requested', { to: member.email });
    expect(emails.map((email) => email.dedupeKey).sort()).toEqual(
      [documents.face_photo.id, documents.id_document.id, documents.casual_photo.id]
        .map((id) => `document-reviewed:${id}`)
        .sort(),
    );
    expect(emails[0]?.subject).toMatch(/is approved$/);
    const mine = await harness.rpc.call(DocumentRpc.myDocuments, {}, member);
    expect(mine).toMatchObject({ isVerified: true, documentStatus: 'submitted' });
  });

  it('serves a file to its owner and to admins (logged), and to nobody else', async () => {
    const owner = await harness.member();
    const stranger = await harness.member();
    const face = await harness.upload(owner, 'face_photo', await makeImage('jpeg'));
    expect((await fileOf(face.id, owner)).contentType).toBe('image/jpeg');
    const refused = await failure(fileOf(face.id, stranger));
    expect(refused.code).toBe(ErrorCode.NotFound);
    expect(refused.message).toBe('Document not found');
    // An unknown id reads exactly the same.
    const unknown = await failure(fileOf(randomUUID(), stranger));
    expect([unknown.code, unknown.message]).toEqual([refused.code, refused.message]);
    const wali: Actor = { userId: randomUUID(), role: 'wali' };
    expect((await failure(fileOf(face.id, wali))).code).toBe(ErrorCode.NotFound);

    expect(await harness.count('document_access_log WHERE document_id = $1', [face.id])).toBe(0);
    expect((await fileOf(face.id, harness.admin)).fileName).toBe('face_photo.jpg');
    const { rows } = await harness.db.query(
      'SELECT document_id, owner_id, admin_id FROM document_access_log WHERE document_id = $1',
      [face.id],
    );
    expect(rows).toEqual([
      { document_id: face.id, owner_id: owner.userId, admin_id: harness.admin.userId },
    ]);
  });

  it('shows a partner the photos only after both approvals and both reveals, never the ID', async () => {
    const a = await harness.member();
    const b = await harness.member();
    const stranger = await harness.member();
    const matchId = await harness.match(a, b);
    const aDocs = await harness.uploadAll(a);
    const bDocs = await harness.uploadAll(b);
    const reveal = (actor: Actor, value: boolean) =>
      harness.rpc.call(DocumentRpc.reveal, { matchId, reveal: value }, actor);

    await reveal(a, true);
    await reveal(b, true);
    expect((await failure(fileOf(bDocs.face_photo.id, a))).code).toBe(ErrorCode.NotFound);
    await harness.approveAll(aDocs);
    const half = await harness.rpc.call(DocumentRpc.match, { matchId }, b);
    expect(half).toMatchObject({
      documentStatus: 'submitted',
      partnerDocumentsStatus: 'approved',
      reveal: { mine: true, partner: true, photosVisible: false },
      partnerPhotos: [],
    });
    expect(half.meetingDetails.open).toBe(false);
    expect((await failure(fileOf(aDocs.face_photo.id, b))).code).toBe(ErrorCode.NotFound);

    await harness.approveAll(bDocs);
    await reveal(b, false);
    expect((await failure(fileOf(aDocs.face_photo.id, b))).code).toBe(ErrorCode.NotFound);
    const page = await reveal(b, true);
    expect(page.reveal).toEqual({ mine: true, partner: true, photosVisible: true });
    expect(page.meetingDetails.open).toBe(true);
    expect(page.partner).toMatchObject({
      userId: a.userId,
      username: a.username,
      isVerified: true,
    });
    expect(page.partnerPhotos.map((photo) => photo.type).sort()).toEqual([
      'casual_photo',
      'face_photo',
      'full_body_photo',
    ]);
    expect(page.partnerPhotos[0]?.url).toMatch(/^\/api\/documents\/[0-9a-f-]+\/file$/);
    for (const type of ['face_photo', 'full_body_photo', 'casual_photo'] as const) {
      expect((await fileOf(aDocs[type].id, b)).contentType).toMatch(/^image\//);
      expect((await fileOf(bDocs[type].id, a)).contentType).toMatch(/^image\//);
    }
    for (const type of ['id_document', 'proof_of_address'] as const) {
      expect((await failure(fileOf(aDocs[type].id, b))).code).toBe(ErrorCode.NotFound);
    }
    expect((await failure(fileOf(aDocs.face_photo.id, stranger))).code).toBe(ErrorCode.NotFound);
    // Partner views are not admin views: nothing was logged.
    expect(await harness.count('document_access_log WHERE owner_id = $1', [a.userId])).toBe(0);

    const summaries = await harness.rpc.call(DocumentRpc.myMatches, {}, a);
    expect(summaries).toEqual([
      {
        id: matchId,
        name: b.fullName,
        partnerId: b.userId,
        documentStatus: 'approved',
        partnerDocumentsStatus: 'approved',
        meetingStatus: 'not_started',
      },
    ]);

    // Closing the match (a hide or a block) closes the page and the photos.
    await harness.publish('matching.pair.closed', {
      userA: b.userId,
      userB: a.userId,
      reason: 'hidden',
    });
    expect((await failure(fileOf(aDocs.face_photo.id, b))).code).toBe(ErrorCode.NotFound);
    const closed = await failure(harness.rpc.call(DocumentRpc.match, { matchId }, a));
    expect([closed.code, closed.message]).toEqual([ErrorCode.NotFound, MATCH_NOT_FOUND]);
    expect(await harness.rpc.call(DocumentRpc.myMatches, {}, a)).toEqual([]);
  });

  it('answers the match page only to its two members', async () => {
    const a = await harness.member();
    const b = await harness.member();
    const matchId = await harness.match(a, b);
    const page = await harness.rpc.call(DocumentRpc.match, { matchId }, a);
    expect(page).toMatchObject({
      id: matchId,
      name: b.fullName,
      status: 'accepted',
      documentStatus: 'requested',
      partnerDocumentsStatus: 'pending',
      reveal: { mine: false, partner: false, photosVisible: false },
    });
    expect(page.documents).toHaveLength(5);
    const outsiders: Actor[] = [await harness.member(), harness.admin];
    for (const outsider of outsiders) {
      for (const call of [
        harness.rpc.call(DocumentRpc.match, { matchId }, outsider),
        harness.rpc.call(DocumentRpc.reveal, { matchId, reveal: true }, outsider),
      ]) {
        const error = await failure(call);
        expect([error.code, error.message]).toEqual([ErrorCode.NotFound, MATCH_NOT_FOUND]);
      }
    }
    const unknown = await failure(
      harness.rpc.call(DocumentRpc.match, { matchId: randomUUID() }, a),
    );
    expect(unknown.message).toBe(MATCH_NOT_FOUND);
    expect(await harness.count('match_reveals WHERE match_id = $1', [matchId])).toBe(0);

    // A declined request is no match; a redelivered acceptance is one match.
    const declined = randomUUID();
    await harness.publish('matching.request.answered', {
      requestId: declined,
      requesterId: a.userId,
      targetId: b.userId,
      status: 'declined',
    });
    expect(await harness.count('document_matches WHERE id = $1', [declined])).toBe(0);
  });

  it("erases a deleted member's documents, files, reveals and matches at once", async () => {
    const member = await harness.member();
    const partner = await harness.member();
    const matchId = await harness.match(member, partner);
    const documents = await harness.uploadAll(member);
    await harness.approveAll(documents);
    await harness.rpc.call(DocumentRpc.reveal, { matchId, reveal: true }, member);
    await harness.rpc.call(DocumentRpc.reveal, { matchId, reveal: true }, partner);
    await fileOf(documents.id_document.id, harness.admin);
    await harness.publish('identity.account.deleted', { userId: member.userId, deletedBy: null });
    // A late account update about the erased member brings nothing back.
    await harness.publish('identity.account.updated', accountUpdate(member, 'late@example.com'));

    const { rows } = await harness.db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type IN ('uuid', 'jsonb', 'text', 'character varying')`,
    );
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of rows) {
      const n = await harness.count(`"${table}" WHERE "${column}"::text LIKE $1`, [
        `%${member.userId}%`,
      ]);
      if (n > 0 && table !== 'processed_events') {
        found.push(`${table}.${column}`);
      }
    }
    expect(found).toEqual([]);
    expect(await harness.count('document_matches WHERE id = $1', [matchId])).toBe(0);
    expect(await harness.count('match_reveals WHERE match_id = $1', [matchId])).toBe(0);
    const emailsLeft = await harness.outbox('profile.email.requested', { to: member.email });
    expect(emailsLeft).toEqual([]);
    expect(await harness.count('document_access_log WHERE owner_id = $1', [member.userId])).toBe(0);
  });
});
