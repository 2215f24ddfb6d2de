/** Prices are held in pence and shown as pounds with 2 decimals (admin-area.md §9). */
export const formatPence = (pence: number): string => `£${(pence / 100).toFixed(2)}`;

/**
 * Pounds as entered → whole pence, rounded. The product is first fixed to 6 decimals so binary
 * noise (12.345 * 100 = 1234.4999…) does not decide the rounding.
 */
export const poundsToPence = (pounds: number): number =>
  Math.round(Number((pounds * 100).toFixed(6)));

export const penceToPounds = (pence: number): number => pence / 100;
