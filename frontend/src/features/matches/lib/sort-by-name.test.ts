import { describe, expect, it } from 'vitest';
import { sortByShownName } from './sort-by-name';

describe('sortByShownName', () => {
  it('orders by the shown username, ignoring case', () => {
    const names = ['Zainab', 'adam', 'yusuf_2', 'Bilal', 'Adam'].map((username) => ({
      username,
    }));
    expect(sortByShownName(names).map((item) => item.username)).toEqual([
      'Adam',
      'adam',
      'Bilal',
      'yusuf_2',
      'Zainab',
    ]);
  });

  it('leaves the given list as it was', () => {
    const names = [{ username: 'b' }, { username: 'a' }];
    sortByShownName(names);
    expect(names.map((item) => item.username)).toEqual(['b', 'a']);
  });
});
