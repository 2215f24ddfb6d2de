import type { DocumentStatus, DocumentType } from '@mithaq/contracts';
import { isVerifiedSet, partnerStatusOf, setStatus } from './document-status';

const set = (entries: Partial<Record<DocumentType, DocumentStatus>>) =>
  Object.entries(entries).map(([type, status]) => ({ type: type as DocumentType, status }));

const all = (status: DocumentStatus) =>
  set({
    face_photo: status,
    full_body_photo: status,
    casual_photo: status,
    id_document: status,
    proof_of_address: status,
  });

describe('a member document set', () => {
  it('is requested while any of the five is missing or sent back', () => {
    expect(setStatus([])).toBe('requested');
    expect(setStatus(set({ face_photo: 'approved', id_document: 'submitted' }))).toBe('requested');
    expect(
      setStatus([...all('approved').slice(1), { type: 'face_photo', status: 'requested' }]),
    ).toBe('requested');
  });

  it('is submitted once all five were sent, approved when all five are', () => {
    expect(setStatus(all('submitted'))).toBe('submitted');
    expect(
      setStatus([...all('approved').slice(1), { type: 'face_photo', status: 'submitted' }]),
    ).toBe('submitted');
    expect(setStatus(all('approved'))).toBe('approved');
    expect(partnerStatusOf('requested')).toBe('pending');
    expect(partnerStatusOf('approved')).toBe('approved');
  });

  it('is Verified with an approved ID document and face photo, whatever the rest', () => {
    expect(isVerifiedSet(set({ id_document: 'approved', face_photo: 'approved' }))).toBe(true);
    expect(isVerifiedSet(set({ id_document: 'approved', face_photo: 'submitted' }))).toBe(false);
    expect(isVerifiedSet(set({ face_photo: 'approved', casual_photo: 'approved' }))).toBe(false);
  });
});
