import { describe, expect, it } from 'vitest';
import {
  acceptOf,
  checkFile,
  checkIssueDate,
  earliestIssueDate,
  missingDocuments,
  retentionText,
} from './document-rules';

const fileOf = (name: string, type: string, size: number): File => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const MB = 1024 * 1024;

describe('document rules in the browser', () => {
  it('limits photos to 5MB and the ID and proof of address to 10MB', () => {
    expect(checkFile('face_photo', fileOf('a.jpg', 'image/jpeg', 5 * MB))).toBeNull();
    expect(checkFile('face_photo', fileOf('a.jpg', 'image/jpeg', 5 * MB + 1))).toEqual({
      title: 'File too large',
      description: 'Maximum file size is 5MB',
    });
    expect(checkFile('id_document', fileOf('a.pdf', 'application/pdf', 10 * MB))).toBeNull();
    expect(checkFile('proof_of_address', fileOf('a.pdf', 'application/pdf', 10 * MB + 1))).toEqual({
      title: 'File too large',
      description: 'Maximum file size is 10MB',
    });
  });

  it('takes JPG, JPEG and PNG photos, and PDF only for the ID and proof of address', () => {
    expect(checkFile('casual_photo', fileOf('a.JPEG', 'image/jpeg', 10))).toBeNull();
    expect(checkFile('casual_photo', fileOf('a.png', 'image/png', 10))).toBeNull();
    expect(checkFile('casual_photo', fileOf('a.pdf', 'application/pdf', 10))?.title).toBe(
      'Invalid file type',
    );
    expect(checkFile('face_photo', fileOf('a.png', 'image/svg+xml', 10))?.title).toBe(
      'Invalid file type',
    );
    expect(checkFile('face_photo', fileOf('a.gif', 'image/gif', 10))?.title).toBe(
      'Invalid file type',
    );
    expect(checkFile('id_document', fileOf('a.pdf', 'application/pdf', 10))).toBeNull();
    expect(acceptOf('face_photo')).not.toContain('pdf');
    expect(acceptOf('id_document')).toContain('.pdf');
  });

  it('wants a proof of address dated within the last 3 months and not in the future', () => {
    const now = new Date(2099, 4, 31, 12);
    expect(earliestIssueDate(now)).toBe('2099-02-28');
    expect(earliestIssueDate(new Date(2099, 6, 15, 12))).toBe('2099-04-15');
    expect(earliestIssueDate(new Date(2099, 1, 10, 12))).toBe('2098-11-10');
    expect(checkIssueDate(undefined, now)).toBe('Please enter the date on your proof of address');
    expect(checkIssueDate('2099-05-31', now)).toBeNull();
    expect(checkIssueDate('2099-02-28', now)).toBeNull();
    expect(checkIssueDate('2099-02-27', now)).toBe(
      'Proof of address must be from the last 3 months',
    );
    expect(checkIssueDate('2099-06-01', now)).toBe(
      'The date on your proof of address cannot be in the future',
    );
  });

  it('lists the labels of the documents still missing', () => {
    const face = fileOf('a.jpg', 'image/jpeg', 10);
    expect(missingDocuments(['face_photo', 'id_document'], { face_photo: face })).toEqual({
      title: 'Missing required documents',
      description: 'ID Document',
    });
    expect(missingDocuments(['face_photo'], { face_photo: face })).toBeNull();
  });

  it('says when a file is deleted, or that it was', () => {
    const format = (iso: string) => iso.slice(0, 10);
    expect(retentionText('2099-03-31T10:00:00.000Z', false, format)).toBe(
      'Deleted automatically on 2099-03-31',
    );
    expect(retentionText('2099-03-31T10:00:00.000Z', true, format)).toBe(
      'This file was deleted 30 days after upload',
    );
    expect(retentionText(null, false, format)).toBeNull();
  });
});
