/** How the app writes money, dates and sizes: one place, so every screen agrees. */

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Money is held in integer pence and read in pounds sterling: 1234567 → "£12,345.67". */
export const formatPence = (pence: number): string => pounds.format(pence / 100);

/**
 * Pounds as entered → whole pence, rounded. The product is first fixed to 6 decimals so binary
 * noise (12.345 * 100 = 1234.4999…) does not decide the rounding.
 */
export const poundsToPence = (value: number): number =>
  Math.round(Number((value * 100).toFixed(6)));

export const penceToPounds = (pence: number): number => pence / 100;

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const dateOf = (iso: string | null | undefined): Date | null => {
  if (!iso) {
    return null;
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A stored ISO-8601 time for a table cell: "4 Mar 2025, 10:00"; empty or unreadable is "—". */
export const formatDateTime = (iso: string | null | undefined): string => {
  const date = dateOf(iso);
  return date ? dateTimeFormat.format(date) : '—';
};

/** A stored ISO-8601 time as a day: "4 Mar 2025"; empty or unreadable is ''. */
export const formatDate = (iso: string | null | undefined): string => {
  const date = dateOf(iso);
  return date ? dateFormat.format(date) : '';
};

/** A file size: "1.5 MB" from a megabyte up, whole kilobytes (rounded up) below. */
export const formatFileSize = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.ceil(bytes / 1024)} KB`;

/** A day for the payment screens: "4 Mar 2025"; a value that cannot be read is "Invalid date". */
export const formatDay = (iso: string | null | undefined): string => {
  const date = dateOf(iso);
  return date ? dateFormat.format(date) : 'Invalid date';
};
