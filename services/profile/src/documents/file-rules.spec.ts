import { DomainError, ErrorCode, MB } from '@mithaq/contracts';
import { checkFile, checkIssueDate, checkSize, monthsBefore, sniffContentType } from './file-rules';

const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]);
const pdf = (body = 'hello'): Buffer => Buffer.from(`%PDF-1.7\n${body}\n%%EOF\n`, 'latin1');
const sized = (head: Buffer, size: number): Buffer => {
  const bytes = Buffer.alloc(size);
  head.copy(bytes);
  return bytes;
};

const errorOf = (run: () => unknown): DomainError => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected a DomainError');
};

describe('document type sniffing', () => {
  it('knows JPEG, PNG and PDF by their first bytes', () => {
    expect(sniffContentType(JPEG_HEAD)).toBe('image/jpeg');
    expect(sniffContentType(PNG_HEAD)).toBe('image/png');
    expect(sniffContentType(pdf())).toBe('application/pdf');
  });

  it('is not fooled by HTML or SVG named .png, or by text that mentions a type', () => {
    expect(
      sniffContentType(Buffer.from('<!DOCTYPE html><html><script>x</script></html>')),
    ).toBeNull();
    expect(
      sniffContentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')),
    ).toBeNull();
    expect(sniffContentType(Buffer.from('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(sniffContentType(Buffer.from(' %PDF-1.4'))).toBeNull();
    expect(sniffContentType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffContentType(Buffer.from('PNG'))).toBeNull();
  });

  it('refuses HTML or SVG for every type, with the type message', () => {
    for (const type of ['face_photo', 'id_document'] as const) {
      const error = errorOf(() => checkFile(type, Buffer.from('<svg onload="alert(1)"/>')));
      expect(error.code).toBe(ErrorCode.ValidationFailed);
      expect(error.fields).toEqual({
        file: 'Photos must be JPG or PNG images; the ID and proof of address may also be PDF',
      });
    }
  });

  it('takes a PDF for the ID and proof of address but not for a photo', () => {
    expect(checkFile('id_document', pdf())).toBe('application/pdf');
    expect(checkFile('proof_of_address', pdf())).toBe('application/pdf');
    for (const type of ['face_photo', 'full_body_photo', 'casual_photo'] as const) {
      expect(errorOf(() => checkFile(type, pdf())).code).toBe(ErrorCode.ValidationFailed);
    }
    expect(checkFile('casual_photo', PNG_HEAD)).toBe('image/png');
    expect(checkFile('full_body_photo', JPEG_HEAD)).toBe('image/jpeg');
  });

  it('refuses a PDF cut short (no end marker) as unreadable', () => {
    const cut = pdf('x'.repeat(5000)).subarray(0, 3000);
    const error = errorOf(() => checkFile('id_document', cut));
    expect(error.code).toBe(ErrorCode.Unprocessable);
    expect(error.message).toBe('The file could not be read as an image or a PDF');
  });
});

describe('document size rules', () => {
  it('takes a photo of exactly 5 MB and refuses one byte more', () => {
    expect(checkFile('face_photo', sized(JPEG_HEAD, 5 * MB))).toBe('image/jpeg');
    const error = errorOf(() => checkFile('face_photo', sized(JPEG_HEAD, 5 * MB + 1)));
    expect(error.code).toBe(ErrorCode.PayloadTooLarge);
    expect(error.message).toBe('File too large: Maximum file size is 5MB');
    expect(error.fields).toEqual({ file: 'File too large: Maximum file size is 5MB' });
  });

  it('takes an ID or proof of address of up to 10 MB', () => {
    expect(() => checkSize('id_document', 10 * MB)).not.toThrow();
    expect(() => checkSize('proof_of_address', 6 * MB)).not.toThrow();
    for (const type of ['id_document', 'proof_of_address'] as const) {
      const error = errorOf(() => checkSize(type, 10 * MB + 1));
      expect(error.code).toBe(ErrorCode.PayloadTooLarge);
      expect(error.message).toBe('File too large: Maximum file size is 10MB');
    }
    expect(errorOf(() => checkSize('casual_photo', 6 * MB)).message).toBe(
      'File too large: Maximum file size is 5MB',
    );
  });

  it('refuses an empty file', () => {
    expect(errorOf(() => checkSize('face_photo', 0)).message).toBe(
      'Please choose a file to upload',
    );
  });
});

describe('the proof of address date', () => {
  const today = '2025-06-15';

  it('takes a date from today back to three months ago, that day included', () => {
    expect(checkIssueDate('2025-06-15', today)).toBe('2025-06-15');
    expect(checkIssueDate('2025-04-01', today)).toBe('2025-04-01');
    expect(checkIssueDate('2025-03-15', today)).toBe('2025-03-15');
  });

  it('refuses a date older than three months, such as four months ago', () => {
    for (const old of ['2025-03-14', '2025-02-15', '2024-06-15']) {
      const error = errorOf(() => checkIssueDate(old, today));
      expect(error.message).toBe('Proof of address must be from the last 3 months');
      expect(error.fields).toEqual({
        issueDate: 'Proof of address must be from the last 3 months',
      });
    }
  });

  it('refuses a date in the future and a missing date', () => {
    expect(errorOf(() => checkIssueDate('2025-06-16', today)).message).toBe(
      'The date on your proof of address cannot be in the future',
    );
    expect(errorOf(() => checkIssueDate(undefined, today)).message).toBe(
      'Please enter the date on your proof of address',
    );
  });

  it('counts months on the calendar, clamping to the end of a shorter month', () => {
    expect(monthsBefore('2025-05-31', 3)).toBe('2025-02-28');
    expect(monthsBefore('2024-05-31', 3)).toBe('2024-02-29');
    expect(monthsBefore('2025-01-10', 3)).toBe('2024-10-10');
    expect(checkIssueDate('2025-02-28', '2025-05-31')).toBe('2025-02-28');
    expect(() => checkIssueDate('2025-02-27', '2025-05-31')).toThrow(DomainError);
  });
});
