import { useEffect } from 'react';
import {
  shouldBlockContextMenu,
  shouldBlockKey,
  shouldBlockSelection,
  type ProtectionContext,
} from '../lib/browser-protection';
import { rememberedRole } from '../lib/session';

const reloadPage = () => window.location.reload();

/** Installs the global browser behaviour once for the whole app. */
export const useBrowserProtection = (reload: () => void = reloadPage): void => {
  useEffect(() => {
    let shiftHeld = false;
    const context = (shift = shiftHeld): ProtectionContext => ({
      role: rememberedRole(),
      shiftHeld: shift,
    });

    const onKeyDown = (event: KeyboardEvent) => {
      shiftHeld = event.shiftKey;
      if (shouldBlockKey(event, context(event.shiftKey))) {
        event.preventDefault();
      }
    };
    const onKeyUp = (event: KeyboardEvent) => {
      shiftHeld = event.shiftKey;
    };
    const onPointer = (event: MouseEvent) => {
      shiftHeld = event.shiftKey;
    };
    const onContextMenu = (event: MouseEvent) => {
      if (shouldBlockContextMenu(context(event.shiftKey))) {
        event.preventDefault();
      }
    };
    const onSelectStart = (event: Event) => {
      if (shouldBlockSelection(event.target, context())) {
        event.preventDefault();
      }
    };
    const onBlur = () => {
      shiftHeld = false;
    };
    // Any back or forward navigation reloads the page, including a restore from the bfcache.
    const onPopState = () => reload();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) {
        reload();
      }
    };

    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('keyup', onKeyUp, true);
    document.addEventListener('mousedown', onPointer, true);
    document.addEventListener('contextmenu', onContextMenu, true);
    document.addEventListener('selectstart', onSelectStart, true);
    window.addEventListener('blur', onBlur);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('keyup', onKeyUp, true);
      document.removeEventListener('mousedown', onPointer, true);
      document.removeEventListener('contextmenu', onContextMenu, true);
      document.removeEventListener('selectstart', onSelectStart, true);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [reload]);
};
