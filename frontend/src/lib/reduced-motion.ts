import { useMediaQuery } from './media-query';

/**
 * Whether the visitor asked their system for less motion. The app then turns antd's animations
 * off (menus, dialogs and selects open and close at once), and follows the setting live.
 */
export const usePrefersReducedMotion = (): boolean =>
  useMediaQuery('(prefers-reduced-motion: reduce)');
