/** Global browser behaviour: no context menu, copy, cut, print or text selection outside fields. */

export interface ProtectionContext {
  /** The role from local storage (user_role). */
  role: string | null;
  shiftHeld: boolean;
}

const blockedShortcutKeys = new Set(['c', 'x', 'p']);

/** An admin holding Shift is exempt from every block. */
export const isExempt = ({ role, shiftHeld }: ProtectionContext): boolean =>
  role === 'admin' && shiftHeld;

export const isEditableTarget = (target: EventTarget | null): boolean => {
  if (typeof Element === 'undefined' || !(target instanceof Element)) {
    return false;
  }
  return (
    target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !==
    null
  );
};

/** Ctrl+C, Ctrl+X and Ctrl+P (Cmd on macOS). */
export const isBlockedShortcut = (
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>,
): boolean => (event.ctrlKey || event.metaKey) && blockedShortcutKeys.has(event.key.toLowerCase());

export const shouldBlockContextMenu = (context: ProtectionContext): boolean => !isExempt(context);

/** Text selection is blocked outside input fields. */
export const shouldBlockSelection = (
  target: EventTarget | null,
  context: ProtectionContext,
): boolean => !isExempt(context) && !isEditableTarget(target);

export const shouldBlockKey = (
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>,
  context: ProtectionContext,
): boolean => isBlockedShortcut(event) && !isExempt(context);
