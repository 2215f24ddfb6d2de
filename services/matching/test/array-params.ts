import { uuidFromBytes } from '@mithaq/database';

/** pg_type oids of the element types the recompute sends. */
const INT2_OID = 21;
const INT4_OID = 23;
const UUID_OID = 2950;

/**
 * The elements of a binary int2[], int4[] or uuid[] statement parameter (uuids in their text
 * form), after checking its header: one dimension, no nulls, lower bound 1, and a length that
 * ends exactly where the buffer does.
 */
export const arrayParamElements = (param: Buffer): (number | string)[] => {
  expect([0, 4, 16].map((at) => param.readInt32BE(at))).toEqual([1, 0, 1]);
  const oid = param.readInt32BE(8);
  expect([INT2_OID, INT4_OID, UUID_OID]).toContain(oid);
  const values: (number | string)[] = [];
  let offset = 20;
  for (let i = 0; i < param.readInt32BE(12); i += 1) {
    const length = param.readInt32BE(offset);
    offset += 4;
    if (oid === INT2_OID) {
      values.push(param.readInt16BE(offset));
    } else if (oid === INT4_OID) {
      values.push(param.readInt32BE(offset));
    } else {
      expect(length).toBe(16);
      values.push(uuidFromBytes(param, offset));
    }
    offset += length;
  }
  expect(offset).toBe(param.length);
  return values;
};
