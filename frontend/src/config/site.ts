/** Built-in site name, used until the site-settings entry `site-name` says otherwise. */
export const DEFAULT_SITE_NAME = 'Mithaq';

export const SITE_NAME_SETTING_KEY = 'site-name';

/** Local storage key of the signed-in user's role (member-experience.md §3). */
export const USER_ROLE_STORAGE_KEY = 'user_role';

/** Toasts stay 5 seconds (billing-course-services.md §9). */
export const TOAST_DURATION_SECONDS = 5;
