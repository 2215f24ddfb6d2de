/**
 * Decoding of Stripe's form-encoded parameters (`application/x-www-form-urlencoded` bodies and
 * query strings), exactly as the `stripe` SDK writes them: `items[0][price]=price_1`,
 * `metadata[order_id]=7`, `expand[0]=latest_invoice` or `expand[]=customer`.
 */

export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

/** `a[b][0][c]` → `['a', 'b', '0', 'c']`; `expand[]` → `['expand', '']`. */
export const splitKey = (key: string): string[] => {
  const open = key.indexOf('[');
  if (open < 0) {
    return [key];
  }
  const parts = [key.slice(0, open)];
  const pattern = /\[([^\]]*)\]/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(key.slice(open))) !== null) {
    parts.push(match[1]);
  }
  return parts;
};

const isIndexed = (value: FormObject): boolean => {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key, index) => key === String(index));
};

/** Objects keyed 0..n-1 become arrays, recursively. */
const arrayify = (value: FormValue): FormValue => {
  if (typeof value === 'string') {
    return value;
  }
  if (Array.isArray(value)) {
    return value.map(arrayify);
  }
  const entries = Object.entries(value).map(([key, inner]) => [key, arrayify(inner)] as const);
  const object: FormObject = Object.fromEntries(entries);
  if (isIndexed(object)) {
    return Object.keys(object).map((key) => object[key]);
  }
  return object;
};

const assign = (target: FormObject, path: string[], value: string): void => {
  let node: FormObject = target;
  for (let i = 0; i < path.length - 1; i += 1) {
    const key = path[i];
    const nextKey = path[i + 1];
    let child = node[key];
    if (typeof child === 'string' || child === undefined) {
      child = {};
      node[key] = child;
    }
    if (Array.isArray(child)) {
      // Only reached through `expand[]`-style pushes followed by deeper keys; keep as object.
      const converted: FormObject = Object.fromEntries(child.map((v, index) => [String(index), v]));
      node[key] = converted;
      child = converted;
    }
    if (nextKey === '' && i + 1 === path.length - 1) {
      const pushed = child;
      pushed[String(Object.keys(pushed).length)] = value;
      return;
    }
    node = child;
  }
  node[path[path.length - 1]] = value;
};

/** Decodes `a=1&b[c]=2&d[0]=x&e[]=y` into `{ a: '1', b: { c: '2' }, d: ['x'], e: ['y'] }`. */
export const decodeForm = (text: string): FormObject => {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = splitKey(key);
    if (path.length === 1) {
      root[key] = value;
    } else {
      assign(root, path, value);
    }
  }
  const result = arrayify(root);
  return typeof result === 'object' && !Array.isArray(result) ? result : {};
};

/** The parameter readers the handlers use; every value on the wire is a string. */
export const str = (params: FormObject, key: string): string | undefined => {
  const value = params[key];
  return typeof value === 'string' ? value : undefined;
};

export const obj = (params: FormObject, key: string): FormObject | undefined => {
  const value = params[key];
  if (value === undefined || typeof value === 'string') {
    return undefined;
  }
  if (Array.isArray(value)) {
    return Object.fromEntries(value.map((item, index) => [String(index), item]));
  }
  return value;
};

export const list = (params: FormObject, key: string): FormValue[] => {
  const value = params[key];
  if (value === undefined || value === '') {
    return [];
  }
  if (Array.isArray(value)) {
    return value;
  }
  return typeof value === 'string' ? [value] : Object.values(value);
};

export const strings = (params: FormObject, key: string): string[] =>
  list(params, key).filter((item): item is string => typeof item === 'string');

export const int = (params: FormObject, key: string): number | undefined => {
  const value = str(params, key);
  if (value === undefined || value === '') {
    return undefined;
  }
  return /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
};

export const bool = (params: FormObject, key: string): boolean | undefined => {
  const value = str(params, key);
  return value === undefined ? undefined : value === 'true';
};

/** Stripe's metadata rules: a string map; an empty value deletes the key. */
export const mergeMetadata = (
  current: Record<string, string>,
  update: FormObject | undefined,
): Record<string, string> => {
  const next = { ...current };
  for (const [key, value] of Object.entries(update ?? {})) {
    if (typeof value !== 'string' || value === '') {
      delete next[key];
    } else {
      next[key] = value;
    }
  }
  return next;
};
