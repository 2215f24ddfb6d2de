import { dedupeHashOf, isDeliverableAddress, noticeDedupeKey } from './notice-emails.service';

describe('notice emails', () => {
  it('stores a fixed-length hash of the dedupeKey, the same for the same key only', () => {
    const hash = dedupeHashOf('new-message:conversation-1:2026-11-23T22');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(dedupeHashOf('new-message:conversation-1:2026-11-23T22')).toBe(hash);
    expect(dedupeHashOf('new-message:conversation-1:2026-11-23T23')).not.toBe(hash);
  });

  it("keeps messaging's keys as they are and prefixes the course's with its event", () => {
    expect(noticeDedupeKey('messaging.email.requested', 'k1')).toBe('k1');
    expect(noticeDedupeKey('course.email.requested', 'k1')).toBe('course.email.requested:k1');
    expect(dedupeHashOf(noticeDedupeKey('course.email.requested', 'k1'))).not.toBe(
      dedupeHashOf(noticeDedupeKey('messaging.email.requested', 'k1')),
    );
  });

  it.each([
    ['amina@example.com', true],
    ['a@b', true],
    ['not an address', false],
    ['', false],
    ['two@at@signs.com', false],
    ['space @example.com', false],
    [`${'x'.repeat(250)}@example.com`, false],
  ])('accepts %j as an address: %s', (address, expected) => {
    expect(isDeliverableAddress(address)).toBe(expected);
  });
});
