/** Built-in site name, used until the site-settings entry `site-name` says otherwise. */
export const DEFAULT_SITE_NAME = 'Mithaq';

export const SITE_NAME_SETTING_KEY = 'site-name';

/** Local storage key of the signed-in user's role. */
export const USER_ROLE_STORAGE_KEY = 'user_role';

/** Toasts stay 5 seconds. */
export const TOAST_DURATION_SECONDS = 5;

/**
 * Contact details used while the contact-* site settings are missing; the same values the
 * content service seeds, so a fresh installation reads the same either way.
 */
export const CONTACT_FALLBACKS = {
  email: 'hello@mithaq.co.uk',
  // 01632 960xxx is Ofcom's range reserved for fiction.
  phone: '01632 960 418',
  address: 'Suite 4, Centre Square, Middlesbrough, TS1 2BF, United Kingdom',
  hours: 'Monday to Friday, 9:30am to 5:30pm; Saturday, 10:00am to 1:00pm',
  website: 'https://www.mithaq.co.uk',
} as const;
