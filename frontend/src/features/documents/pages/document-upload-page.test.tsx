import { documentTypes, type DocumentMatch } from '@mithaq/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aDocument,
  aDocumentMatch,
  aSubmittedDocument,
  MATCH_ID,
} from '../../../testing/document-fixtures';
import { installFakeXhr } from '../../../testing/fake-xhr';
import { json, mockFetch, type Handler } from '../../../testing/fetch-mock';
import { aUser, LocationProbe, renderWithProviders } from '../../../testing/render-app';
import { todayIso } from '../lib/document-rules';
import { DocumentUploadPage } from './document-upload-page';

const MATCH_PATH = `/api/matches/${MATCH_ID}`;
const member = () => json(200, aUser({ questionnaireCompleted: true }));

const renderPage = (handlers: Record<string, Handler>) => {
  const fetch = mockFetch({
    'GET /api/user': member,
    'GET /api/csrf-token': () => json(200, { csrfToken: 'csrf-abc' }),
    ...handlers,
  });
  const view = renderWithProviders(
    [
      { path: '/document-upload/:id', element: <DocumentUploadPage /> },
      { path: '/matches', element: <LocationProbe label="Matches probe" /> },
      { path: '/checkout', element: <LocationProbe label="Checkout probe" /> },
    ],
    `/document-upload/${MATCH_ID}`,
  );
  return { ...fetch, ...view };
};

const fileOf = (name: string, type: string, size = 2048): File => {
  const file = new File([new Uint8Array(16)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const choose = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(`${label} file`), { target: { files: [file] } });

const openUploadForm = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /Upload Documents/ }));
  return within(await screen.findByRole('dialog'));
};

const chooseAll = () => {
  choose('Face Photo', fileOf('face.jpg', 'image/jpeg'));
  choose('Full Body Photo', fileOf('body.png', 'image/png'));
  choose('Casual Photo', fileOf('casual.jpeg', 'image/jpeg'));
  choose('ID Document', fileOf('passport.pdf', 'application/pdf'));
  choose('Proof of Address', fileOf('bill.pdf', 'application/pdf'));
  fireEvent.change(screen.getByLabelText('Date on your proof of address'), {
    target: { value: todayIso() },
  });
};

describe('/document-upload/{id}', { timeout: 60_000 }, () => {
  it("shows 'Match not found' with a way back to /matches", async () => {
    renderPage({
      [`GET ${MATCH_PATH}`]: () =>
        json(404, { statusCode: 404, message: 'Match not found', code: 'NOT_FOUND' }),
    });
    expect(await screen.findByText('Match not found')).toBeTruthy();
    expect(
      await screen.findByText(
        'The match you are looking for does not exist or you do not have permission to view it.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Matches' }));
    expect(await screen.findByRole('heading', { name: 'Matches probe' })).toBeTruthy();
  });

  it("shows each document's status, the reviewer's note, deletion dates and the partner's status only", async () => {
    renderPage({
      [`GET ${MATCH_PATH}`]: () =>
        json(
          200,
          aDocumentMatch({
            documents: [
              aSubmittedDocument('face_photo', { status: 'approved' }),
              aSubmittedDocument('full_body_photo'),
              aDocument('casual_photo', { notes: 'The photo is blurred' }),
              aSubmittedDocument('id_document', { status: 'approved', fileDeleted: true }),
              aDocument('proof_of_address'),
            ],
            partnerDocumentsStatus: 'submitted',
          }),
        ),
    });
    expect(
      await screen.findByRole('heading', { name: 'Documents & Meeting with Yusuf' }),
    ).toBeTruthy();
    expect(await screen.findByRole('tab', { name: /Document Upload/ })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: /Meeting Arrangement/ })).toBeTruthy();
    const row = (label: string) => within(screen.getByRole('listitem', { name: label }));
    expect(row('Face Photo').getByText('Approved')).toBeTruthy();
    expect(row('Full Body Photo').getByText('Submitted')).toBeTruthy();
    expect(row('Full Body Photo').getByText('Deleted automatically on 31 Mar 2099')).toBeTruthy();
    expect(row('Casual Photo').getByText('Requested')).toBeTruthy();
    expect(row('Casual Photo').getByText('Rejected: The photo is blurred')).toBeTruthy();
    expect(row('ID Document').getByText('This file was deleted 30 days after upload')).toBeTruthy();
    const partner = within(screen.getByRole('region', { name: 'Partner documents' }));
    expect(partner.getByText('Submitted')).toBeTruthy();
    expect(partner.queryByRole('img')).toBeNull();
  });

  it('checks size, type and missing documents in the browser before sending anything', async () => {
    const Xhr = installFakeXhr();
    renderPage({ [`GET ${MATCH_PATH}`]: () => json(200, aDocumentMatch()) });
    const dialog = await openUploadForm();
    expect(dialog.getByText('Secure Document Upload')).toBeTruthy();

    choose('Face Photo', fileOf('face.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(await dialog.findByText('File too large')).toBeTruthy();
    expect(dialog.getByText('Maximum file size is 5MB')).toBeTruthy();

    choose('ID Document', fileOf('passport.pdf', 'application/pdf', 10 * 1024 * 1024 + 1));
    expect(await dialog.findByText('Maximum file size is 10MB')).toBeTruthy();

    choose('Casual Photo', fileOf('casual.pdf', 'application/pdf'));
    expect(
      await dialog.findByText(
        'Photos must be JPG or PNG images; the ID and proof of address may also be PDF',
      ),
    ).toBeTruthy();

    choose('Face Photo', fileOf('face.jpg', 'image/jpeg'));
    choose('ID Document', fileOf('passport.pdf', 'application/pdf'));
    fireEvent.click(dialog.getByRole('button', { name: 'Submit Documents' }));
    expect(await dialog.findByText('Missing required documents')).toBeTruthy();
    expect(dialog.getByText('Full Body Photo, Casual Photo, Proof of Address')).toBeTruthy();

    choose('Full Body Photo', fileOf('body.png', 'image/png'));
    choose('Casual Photo', fileOf('casual.png', 'image/png'));
    choose('Proof of Address', fileOf('bill.pdf', 'application/pdf'));
    const date = dialog.getByLabelText('Date on your proof of address');
    fireEvent.change(date, { target: { value: '2000-01-01' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Submit Documents' }));
    expect(await dialog.findByText('Proof of address must be from the last 3 months')).toBeTruthy();
    expect(Xhr.sent).toHaveLength(0);
  });

  it('uploads each file with its real progress, the CSRF header and the issue date', async () => {
    const Xhr = installFakeXhr();
    let match: DocumentMatch = aDocumentMatch();
    const { callsTo } = renderPage({ [`GET ${MATCH_PATH}`]: () => json(200, match) });
    const dialog = await openUploadForm();
    chooseAll();
    fireEvent.click(dialog.getByRole('button', { name: 'Submit Documents' }));

    await waitFor(() => expect(Xhr.sent).toHaveLength(1));
    const first = Xhr.sent[0];
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/documents/face_photo');
    expect(first.headers['X-CSRF-Token']).toBe('csrf-abc');
    expect((first.body?.get('file') as File).name).toBe('face.jpg');
    first.progress(512, 2048);
    const bar = await dialog.findByRole('progressbar', { name: 'Face Photo upload progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('25'));
    expect(dialog.getByText('Uploading')).toBeTruthy();
    first.progress(2048, 2048);
    first.respond(201, aSubmittedDocument('face_photo'));

    for (const [index, type] of documentTypes.entries()) {
      if (index === 0) {
        continue;
      }
      await waitFor(() => expect(Xhr.sent).toHaveLength(index + 1));
      const request = Xhr.sent[index];
      expect(request.url).toBe(`/api/documents/${type}`);
      if (type === 'proof_of_address') {
        match = aDocumentMatch({
          documentStatus: 'submitted',
          documents: documentTypes.map((each) => aSubmittedDocument(each)),
        });
        expect(request.body?.get('issueDate')).toBe(todayIso());
      } else {
        expect(request.body?.get('issueDate')).toBeNull();
      }
      request.respond(201, aSubmittedDocument(type));
    }
    expect(await screen.findByText('Documents submitted')).toBeTruthy();
    expect(dialog.getAllByText('Uploaded')).toHaveLength(5);
    // The page reads the match again: every document now awaits review.
    await waitFor(() => expect(callsTo(`GET ${MATCH_PATH}`).length).toBeGreaterThan(1));
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'Face Photo' })).getByText('Submitted'),
      ).toBeTruthy(),
    );
  });

  it("says 'Submission failed' and shows the server's reason when an upload is refused", async () => {
    const Xhr = installFakeXhr();
    renderPage({ [`GET ${MATCH_PATH}`]: () => json(200, aDocumentMatch()) });
    const dialog = await openUploadForm();
    chooseAll();
    fireEvent.click(dialog.getByRole('button', { name: 'Submit Documents' }));
    await waitFor(() => expect(Xhr.sent).toHaveLength(1));
    Xhr.sent[0].respond(400, {
      statusCode: 400,
      message: 'The file could not be read as an image or a PDF',
      code: 'BAD_REQUEST',
    });
    for (let index = 1; index < 5; index += 1) {
      await waitFor(() => expect(Xhr.sent).toHaveLength(index + 1));
      Xhr.sent[index].respond(201, aSubmittedDocument(documentTypes[index]));
    }
    expect(await screen.findAllByText('Submission failed')).not.toHaveLength(0);
    expect(
      await screen.findAllByText('There was an error submitting your documents. Please try again.'),
    ).not.toHaveLength(0);
    expect(dialog.getByText('The file could not be read as an image or a PDF')).toBeTruthy();
    expect(dialog.getByText('Failed')).toBeTruthy();
  });

  it('reveals my photos and shows the partner’s once the server sends them', async () => {
    const { callsTo } = renderPage({
      [`GET ${MATCH_PATH}`]: () =>
        json(200, aDocumentMatch({ reveal: { mine: false, partner: true, photosVisible: false } })),
      [`POST ${MATCH_PATH}/reveal`]: () =>
        json(
          200,
          aDocumentMatch({
            reveal: { mine: true, partner: true, photosVisible: true },
            partnerPhotos: [
              {
                documentId: 'd1',
                type: 'face_photo',
                label: 'Face Photo',
                url: '/api/documents/d1/file',
              },
            ],
          }),
        ),
    });
    expect(await screen.findByText('Yusuf has chosen to reveal their photos to you.')).toBeTruthy();
    expect(
      await screen.findByText(/Photos are shown only when both members' documents are approved/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Reveal my photos to Yusuf' }));
    const photo = await screen.findByRole('img', { name: 'Face Photo of Yusuf' });
    expect(photo.getAttribute('src')).toBe('/api/documents/d1/file');
    expect(JSON.parse(callsTo(`POST ${MATCH_PATH}/reveal`)[0].body)).toEqual({ reveal: true });
    expect(callsTo(`POST ${MATCH_PATH}/reveal`)[0].headers.get('X-CSRF-Token')).toBe('csrf-abc');
  });
});
