/** An RFC 9562 version 7 UUID in its text form (version 7, variant 10xx). */
export const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The Unix milliseconds in a version 7 UUID's first 48 bits. */
export const millisecondsOf = (id: string): number =>
  parseInt(id.replace(/-/g, '').slice(0, 12), 16);
