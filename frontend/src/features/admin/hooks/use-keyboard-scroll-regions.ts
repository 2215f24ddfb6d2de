import { useEffect, type RefObject } from 'react';

const SCROLLERS = '.ant-table-content, .ant-table-body';

/** Gives a table's sideways-scrolling box a tab stop and a name, so the keyboard can scroll it. */
const makeReachable = (root: HTMLElement): void => {
  root.querySelectorAll<HTMLElement>(SCROLLERS).forEach((box) => {
    const scrolls = box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight;
    if (scrolls && !box.hasAttribute('tabindex')) {
      box.tabIndex = 0;
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', 'Table: scroll with the arrow keys');
    }
  });
};

/**
 * antd draws a wide table inside a scrolling box it does not let us label. On a phone most admin
 * tables scroll sideways, and a box that scrolls but cannot take focus leaves keyboard users
 * unable to reach its hidden columns. Watches the area and fixes each box as tables render.
 */
export const useKeyboardScrollRegions = (area: RefObject<HTMLElement | null>): void => {
  useEffect(() => {
    const root = area.current;
    if (!root) {
      return undefined;
    }
    makeReachable(root);
    const observer = new MutationObserver(() => makeReachable(root));
    observer.observe(root, { childList: true, subtree: true });
    const onResize = () => makeReachable(root);
    window.addEventListener('resize', onResize);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', onResize);
    };
  }, [area]);
};
