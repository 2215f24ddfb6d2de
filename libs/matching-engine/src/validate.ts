import { factorKeys } from './types';

/**
 * Errors for an admin write of factor weights; empty when valid. Takes unknown-shaped records so
 * it can check a request body before it is trusted as Weights.
 */
export const validateWeights = (weights: Readonly<Record<string, unknown>>): string[] => {
  const errors: string[] = [];
  for (const key of Object.keys(weights)) {
    if (!(factorKeys as readonly string[]).includes(key)) errors.push(`Unknown factor: ${key}`);
  }
  let sum = 0;
  for (const key of factorKeys) {
    const value = weights[key];
    if (value === undefined) {
      errors.push(`Weight for ${key} is required`);
      continue;
    }
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      errors.push(`Weight for ${key} must be a whole number`);
      continue;
    }
    if (value < 0 || value > 100) {
      errors.push(`Weight for ${key} must be from 0 to 100`);
      continue;
    }
    sum += value;
  }
  // The sum is only meaningful once every weight is individually valid.
  if (errors.length === 0 && sum !== 100) errors.push(`Weights must total 100 (they total ${sum})`);
  return errors;
};

/** Errors for an admin write of level thresholds; empty when valid. */
export const validateThresholds = (thresholds: Readonly<Record<string, unknown>>): string[] => {
  const errors: string[] = [];
  const values: Record<string, number> = {};
  for (const key of ['high', 'medium', 'low'] as const) {
    const value = thresholds[key];
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      errors.push(`Threshold ${key} must be a number`);
    } else if (value < 0 || value > 100) {
      errors.push(`Threshold ${key} must be from 0 to 100`);
    } else {
      values[key] = value;
    }
  }
  const { high, medium, low } = values;
  if (high !== undefined && medium !== undefined && !(high > medium)) {
    errors.push('Threshold high must be above medium');
  }
  if (medium !== undefined && low !== undefined && !(medium > low)) {
    errors.push('Threshold medium must be above low');
  }
  return errors;
};
