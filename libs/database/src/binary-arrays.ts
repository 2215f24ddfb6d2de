/**
 * Array parameters in Postgres's binary format. node-postgres sends a Buffer parameter as binary,
 * so `$1::uuid[]` given one of these is read by array_recv without parsing text: for a statement
 * over tens of thousands of ids (a full recompute writes about 18,000 pairs per chunk, three ids
 * each) this took a third of the time of the same ids as a text array, building included.
 */

/** Element type oids (pg_type) of the arrays built here. */
const INT2_OID = 21;
const INT4_OID = 23;
const UUID_OID = 2950;
/** The header of a one-dimensional array without nulls, before its elements. */
const HEADER_BYTES = 20;

/** Hex digit values by character code; -1 for anything else. */
const HEX_DIGITS = (() => {
  const table = new Int8Array(128).fill(-1);
  for (let i = 0; i < 10; i += 1) {
    table[48 + i] = i; // 0-9
  }
  for (let i = 0; i < 6; i += 1) {
    table[65 + i] = 10 + i; // A-F
    table[97 + i] = 10 + i; // a-f
  }
  return table;
})();

/** Where a canonical uuid (8-4-4-4-12) has its dashes, and where each of its 16 bytes starts. */
const DASHES = [8, 13, 18, 23];
const BYTE_STARTS = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];

const header = (buffer: Buffer, elementOid: number, count: number): number => {
  buffer.writeInt32BE(1, 0); // one dimension
  buffer.writeInt32BE(0, 4); // no nulls
  buffer.writeInt32BE(elementOid, 8);
  buffer.writeInt32BE(count, 12);
  buffer.writeInt32BE(1, 16); // lower bound
  return HEADER_BYTES;
};

/**
 * A uuid[] parameter of `count` ids whose 16 bytes `writeId` writes at the offset it is given:
 * for ids made as bytes, which then need no text to format here and parse back in Postgres.
 */
export const uuidBytesArrayParam = (
  count: number,
  writeId: (target: Buffer, at: number) => void,
): Buffer => {
  const buffer = Buffer.allocUnsafe(HEADER_BYTES + count * 20);
  let offset = header(buffer, UUID_OID, count);
  for (let i = 0; i < count; i += 1) {
    buffer.writeInt32BE(16, offset);
    writeId(buffer, offset + 4);
    offset += 20;
  }
  return buffer;
};

const intArrayParam = (values: ArrayLike<number>, bytes: 2 | 4): Buffer => {
  const buffer = Buffer.allocUnsafe(HEADER_BYTES + values.length * (4 + bytes));
  let offset = header(buffer, bytes === 2 ? INT2_OID : INT4_OID, values.length);
  for (let i = 0; i < values.length; i += 1) {
    buffer.writeInt32BE(bytes, offset);
    if (bytes === 2) {
      buffer.writeInt16BE(values[i] ?? 0, offset + 4);
    } else {
      buffer.writeInt32BE(values[i] ?? 0, offset + 4);
    }
    offset += 4 + bytes;
  }
  return buffer;
};

/** A smallint[] parameter (each value within -32,768…32,767). */
export const int2ArrayParam = (values: ArrayLike<number>): Buffer => intArrayParam(values, 2);

/** An integer[] parameter (each value a 32-bit integer). */
export const int4ArrayParam = (values: ArrayLike<number>): Buffer => intArrayParam(values, 4);

/** The canonical text (8-4-4-4-12, lower case) of the 16 uuid bytes at `at`. */
export const uuidFromBytes = (bytes: Buffer, at = 0): string => {
  const hex = bytes.toString('hex', at, at + 16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** A uuid[] parameter. Throws on anything but canonical uuids (36 characters, 8-4-4-4-12). */
export const uuidArrayParam = (ids: readonly string[]): Buffer => {
  const buffer = Buffer.allocUnsafe(HEADER_BYTES + ids.length * 20);
  let offset = header(buffer, UUID_OID, ids.length);
  for (const id of ids) {
    if (id.length !== 36 || DASHES.some((at) => id.charCodeAt(at) !== 45)) {
      throw new TypeError(`not a uuid: ${JSON.stringify(id)}`);
    }
    buffer.writeInt32BE(16, offset);
    offset += 4;
    for (const at of BYTE_STARTS) {
      const high = HEX_DIGITS[id.charCodeAt(at)] ?? -1;
      const low = HEX_DIGITS[id.charCodeAt(at + 1)] ?? -1;
      if (high < 0 || low < 0) {
        throw new TypeError(`not a uuid: ${JSON.stringify(id)}`);
      }
      buffer[offset] = (high << 4) | low;
      offset += 1;
    }
  }
  return buffer;
};
