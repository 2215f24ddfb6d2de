import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useBrowserProtection } from './use-browser-protection';

const Protected = ({ reload }: { reload: () => void }) => {
  useBrowserProtection(reload);
  return (
    <div>
      <p>Some text</p>
      <input aria-label="Name" />
    </div>
  );
};

const setup = (role: string | null = null) => {
  if (role) {
    localStorage.setItem('user_role', role);
  }
  const reload = vi.fn();
  const view = render(<Protected reload={reload} />);
  const paragraph = view.getByText('Some text');
  const input = view.getByLabelText('Name');
  return { reload, paragraph, input, ...view };
};

/** Dispatches a cancelable event and tells whether something prevented its default. */
const prevented = (target: EventTarget, event: Event): boolean => {
  target.dispatchEvent(event);
  return event.defaultPrevented;
};

const mouse = (type: string, shiftKey = false) =>
  new MouseEvent(type, { bubbles: true, cancelable: true, shiftKey });
const keyDown = (key: string, init: KeyboardEventInit = {}) =>
  new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ctrlKey: true, ...init });
const selectStart = () => new Event('selectstart', { bubbles: true, cancelable: true });

describe('useBrowserProtection', () => {
  it('blocks the context menu, Ctrl+C/X/P and selection outside inputs', () => {
    const { paragraph, input } = setup('seeker');
    expect(prevented(paragraph, mouse('contextmenu'))).toBe(true);
    expect(prevented(paragraph, keyDown('c'))).toBe(true);
    expect(prevented(paragraph, keyDown('x'))).toBe(true);
    expect(prevented(paragraph, keyDown('p'))).toBe(true);
    expect(prevented(paragraph, keyDown('v'))).toBe(false);
    expect(prevented(paragraph, selectStart())).toBe(true);
    expect(prevented(input, selectStart())).toBe(false);
  });

  it('exempts an admin who holds Shift, and only while Shift is held', () => {
    const { paragraph } = setup('admin');
    expect(prevented(paragraph, mouse('contextmenu'))).toBe(true);
    expect(prevented(paragraph, mouse('contextmenu', true))).toBe(false);
    expect(prevented(paragraph, keyDown('C', { shiftKey: true }))).toBe(false);
    expect(prevented(paragraph, selectStart())).toBe(false);
    document.dispatchEvent(new KeyboardEvent('keyup', { key: 'Shift', shiftKey: false }));
    expect(prevented(paragraph, selectStart())).toBe(true);
  });

  it('does not exempt a member holding Shift', () => {
    const { paragraph } = setup('seeker');
    expect(prevented(paragraph, mouse('contextmenu', true))).toBe(true);
    expect(prevented(paragraph, keyDown('c', { shiftKey: true }))).toBe(true);
  });

  it('reloads the page on back or forward navigation', () => {
    const { reload, unmount } = setup();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(reload).toHaveBeenCalledTimes(1);
    unmount();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
