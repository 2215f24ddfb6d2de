import { describe, expect, it } from 'vitest';
import { contentPreview, plainTextOf, settingPreview, truncate } from './preview';

describe('previews', () => {
  it('keeps text up to the limit and cuts longer text with "..."', () => {
    expect(truncate('abc', 3)).toBe('abc');
    expect(truncate('abcd', 3)).toBe('abc...');
  });

  it('previews content in 50 characters of its text', () => {
    const fifty = 'x'.repeat(50);
    expect(contentPreview(fifty)).toBe(fifty);
    expect(contentPreview(`${fifty}y`)).toBe(`${fifty}...`);
    expect(contentPreview(`<p>${'a'.repeat(30)}</p><p>${'b'.repeat(30)}</p>`)).toBe(
      `${'a'.repeat(30)} ${'b'.repeat(19)}...`,
    );
  });

  it('reads the text of HTML without running it', () => {
    expect(plainTextOf('<h2>Our  policy</h2>\n<p>Fish &amp; chips</p>')).toBe(
      'Our policy Fish & chips',
    );
    expect(plainTextOf('<p>One</p><p>Two<br>Three</p>')).toBe('One Two Three');
    expect(plainTextOf('<img src=x onerror="window.hacked=1">safe')).toBe('safe');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('previews setting values in 60 characters', () => {
    const sixty = 'v'.repeat(60);
    expect(settingPreview(sixty)).toBe(sixty);
    expect(settingPreview(`${sixty}w`)).toBe(`${sixty}...`);
  });
});
