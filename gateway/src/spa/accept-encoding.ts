/** The content codings the gateway writes, best first: brotli is smaller, gzip is universal. */
export type Coding = 'br' | 'gzip';

const CODINGS: readonly Coding[] = ['br', 'gzip'];

/**
 * The coding to answer with, from an Accept-Encoding header: brotli when the client takes it,
 * else gzip, else none. A coding the client gave q=0 is refused; `*` stands for any other coding.
 */
export const preferredCoding = (header: string | undefined): Coding | undefined => {
  if (!header) {
    return undefined;
  }
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.trim().split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) {
      continue;
    }
    const q = params
      .map((param) => param.trim().match(/^q=([0-9.]+)$/i))
      .find((match) => match !== null);
    const value = q ? Number(q[1]) : 1;
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const wildcard = quality.get('*');
  return CODINGS.find((coding) => (quality.get(coding) ?? wildcard ?? 0) > 0);
};
