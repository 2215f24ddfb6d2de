import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('puts the page before the site name, or shows the site name alone', () => {
    expect(pageTitle('Your Matches', 'Mithaq')).toBe('Your Matches — Mithaq');
    expect(pageTitle(undefined, 'Nikah Hub')).toBe('Nikah Hub');
  });
});
