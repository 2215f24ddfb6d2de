import { describe, expect, it } from 'vitest';
import {
  isBlockedShortcut,
  shouldBlockContextMenu,
  shouldBlockKey,
  shouldBlockSelection,
} from './browser-protection';

const member = { role: 'seeker', shiftHeld: false };
const memberWithShift = { role: 'seeker', shiftHeld: true };
const admin = { role: 'admin', shiftHeld: false };
const adminWithShift = { role: 'admin', shiftHeld: true };
const key = (k: string, ctrlKey = true, metaKey = false) => ({ key: k, ctrlKey, metaKey });

describe('global browser behaviour', () => {
  it.each(['c', 'x', 'p', 'C', 'P'])('blocks Ctrl+%s', (k) => {
    expect(isBlockedShortcut(key(k))).toBe(true);
    expect(shouldBlockKey(key(k), member)).toBe(true);
  });

  it('leaves other shortcuts and plain typing alone', () => {
    expect(shouldBlockKey(key('v'), member)).toBe(false);
    expect(shouldBlockKey(key('a'), member)).toBe(false);
    expect(shouldBlockKey(key('c', false), member)).toBe(false);
  });

  it('exempts only an admin holding Shift', () => {
    expect(shouldBlockKey(key('c'), adminWithShift)).toBe(false);
    expect(shouldBlockKey(key('c'), admin)).toBe(true);
    expect(shouldBlockKey(key('c'), memberWithShift)).toBe(true);
    expect(shouldBlockContextMenu(adminWithShift)).toBe(false);
    expect(shouldBlockContextMenu(admin)).toBe(true);
    expect(shouldBlockContextMenu({ role: null, shiftHeld: true })).toBe(true);
  });

  it('blocks selection outside input fields only', () => {
    const paragraph = document.createElement('p');
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    expect(shouldBlockSelection(paragraph, member)).toBe(true);
    expect(shouldBlockSelection(input, member)).toBe(false);
    expect(shouldBlockSelection(textarea, member)).toBe(false);
    expect(shouldBlockSelection(paragraph, adminWithShift)).toBe(false);
  });
});
