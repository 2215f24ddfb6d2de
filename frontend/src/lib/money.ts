const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Money arrives in integer pence and reads in pounds sterling: 1000 → "£10.00". */
export const formatPence = (pence: number): string => pounds.format(pence / 100);
