import {
  ccAddressesOf,
  CC_MAX,
  dedupeHashOf,
  isDeliverableAddress,
  noticeDedupeKey,
} from './notice-emails.service';

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

  it('copies deliverable addresses once each, never the recipient, at most CC_MAX', () => {
    expect(ccAddressesOf('amina@example.com', undefined)).toEqual([]);
    expect(
      ccAddressesOf('amina@example.com', [
        ' wali@example.com ',
        'WALI@example.com',
        'Amina@Example.com',
        'not an address',
      ]),
    ).toEqual(['wali@example.com']);
    const many = Array.from({ length: CC_MAX + 2 }, (_, i) => `wali${i}@example.com`);
    expect(ccAddressesOf('amina@example.com', many)).toEqual(many.slice(0, CC_MAX));
  });
});
