import type { DocumentReviewSet } from '@mithaq/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aReviewSet, aSubmittedDocument } from '../../../../testing/document-fixtures';
import { json } from '../../../../testing/fetch-mock';
import { apiError, bodyOf, renderAdminComponent } from '../../testing/render-admin';
import { DocumentVerificationTab } from './document-verification-tab';

const FACE_ID = '00000000-0000-4000-8000-000000000001';
const ID_DOCUMENT_ID = '00000000-0000-4000-8000-000000000004';
const older = aReviewSet();
const newer = aReviewSet({
  userId: 'u2',
  username: 'maryam',
  fullName: 'Maryam Hussain',
  email: 'maryam@example.com',
  submittedAt: '2099-03-05T10:00:00.000Z',
  documents: [aSubmittedDocument('face_photo', { id: 'f2' })],
});

const item = (name: string) => within(screen.getByRole('listitem', { name }));

describe('document-verification tab', () => {
  it('lists submitted sets as the server orders them and shows each file through its route', async () => {
    renderAdminComponent(DocumentVerificationTab, {
      'GET /api/admin/document-reviews': () => json(200, [older, newer]),
    });
    expect(await screen.findByRole('heading', { name: 'Document Verification' })).toBeTruthy();
    await screen.findByText('Yusuf Ahmed');
    const members = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent ?? '');
    expect(members[0]).toContain('Yusuf Ahmed');
    expect(members[1]).toContain('Maryam Hussain');

    const face = item('Face Photo of Yusuf Ahmed');
    const photo = face.getByRole('img', { name: 'Face Photo' });
    expect(photo.getAttribute('src')).toBe(`/api/documents/${FACE_ID}/file`);
    expect(photo.closest('a')?.getAttribute('target')).toBe('_blank');
    const id = item('ID Document of Yusuf Ahmed');
    const link = id.getByRole('link', { name: /Open ID Document/ });
    expect(link.getAttribute('href')).toBe(`/api/documents/${ID_DOCUMENT_ID}/file`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(item('Proof of Address of Yusuf Ahmed').getByText('Dated 20 Feb 2099')).toBeTruthy();
  });

  it('approves a document and reads the list again', async () => {
    let sets: DocumentReviewSet[] = [older];
    const { callsTo } = renderAdminComponent(DocumentVerificationTab, {
      'GET /api/admin/document-reviews': () => json(200, sets),
      [`POST /api/admin/documents/${FACE_ID}/review`]: () => {
        sets = [
          aReviewSet({
            documents: older.documents.map((document) =>
              document.type === 'face_photo' ? { ...document, status: 'approved' } : document,
            ),
          }),
        ];
        return json(200, sets[0].documents[0]);
      },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Approve Face Photo of Yusuf Ahmed' }),
    );
    expect(await screen.findByText('Document approved')).toBeTruthy();
    expect(bodyOf(callsTo(`POST /api/admin/documents/${FACE_ID}/review`))).toEqual({
      decision: 'approve',
    });
    await waitFor(() =>
      expect(item('Face Photo of Yusuf Ahmed').getByText('Approved')).toBeTruthy(),
    );
    expect(screen.queryByRole('button', { name: 'Approve Face Photo of Yusuf Ahmed' })).toBeNull();
  });

  it('rejects only with a note, and sends it', async () => {
    const { callsTo } = renderAdminComponent(DocumentVerificationTab, {
      'GET /api/admin/document-reviews': () => json(200, [older]),
      [`POST /api/admin/documents/${ID_DOCUMENT_ID}/review`]: () =>
        json(200, aSubmittedDocument('id_document', { status: 'requested', notes: 'Expired' })),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Reject ID Document of Yusuf Ahmed' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Reject Document' }));
    expect(await dialog.findByText('Please say why the document is rejected')).toBeTruthy();
    expect(callsTo(`POST /api/admin/documents/${ID_DOCUMENT_ID}/review`)).toHaveLength(0);
    fireEvent.change(dialog.getByLabelText('Notes for the member'), {
      target: { value: ' The passport has expired ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject Document' }));
    expect(await screen.findByText('Document rejected')).toBeTruthy();
    expect(bodyOf(callsTo(`POST /api/admin/documents/${ID_DOCUMENT_ID}/review`))).toEqual({
      decision: 'reject',
      notes: 'The passport has expired',
    });
  });

  it("shows the server's refusal", async () => {
    renderAdminComponent(DocumentVerificationTab, {
      'GET /api/admin/document-reviews': () => json(200, [older]),
      [`POST /api/admin/documents/${FACE_ID}/review`]: () =>
        apiError(409, 'This document is not awaiting review'),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Approve Face Photo of Yusuf Ahmed' }),
    );
    expect(await screen.findByText('Approval failed')).toBeTruthy();
    expect(await screen.findByText('This document is not awaiting review')).toBeTruthy();
  });

  it('says when nothing awaits review', async () => {
    renderAdminComponent(DocumentVerificationTab, {
      'GET /api/admin/document-reviews': () => json(200, []),
    });
    expect(await screen.findByText('No documents are awaiting review.')).toBeTruthy();
  });
});
