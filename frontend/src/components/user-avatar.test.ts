import { describe, expect, it } from 'vitest';
import { initialsOf } from './user-avatar';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words of the name shown', () => {
    expect(initialsOf('Amina Khan')).toBe('AK');
    expect(initialsOf('Amina bint Yusuf Khan')).toBe('AK');
    expect(initialsOf('@yusuf_r')).toBe('YR');
    expect(initialsOf('demo_amina')).toBe('DA');
    expect(initialsOf('fatima.ali99')).toBe('FA');
  });

  it('takes two letters of a one-word name, and copes with an empty one', () => {
    expect(initialsOf('@amina')).toBe('AM');
    expect(initialsOf('  ')).toBe('');
    expect(initialsOf('عائشة')).toBe('عا');
  });
});
