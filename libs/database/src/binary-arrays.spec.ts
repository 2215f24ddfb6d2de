import {
  int2ArrayParam,
  int4ArrayParam,
  uuidArrayParam,
  uuidBytesArrayParam,
  uuidFromBytes,
} from './binary-arrays';

describe('uuidArrayParam', () => {
  it("writes Postgres's binary array layout: header, then each uuid as 16 bytes", () => {
    const ids = ['00112233-4455-6677-8899-aabbccddeeff', 'FFEEDDCC-BBAA-9988-7766-554433221100'];
    const buffer = uuidArrayParam(ids);
    expect(buffer).toHaveLength(20 + 2 * 20);
    expect([0, 4, 8, 12, 16].map((at) => buffer.readInt32BE(at))).toEqual([1, 0, 2950, 2, 1]);
    expect(buffer.readInt32BE(20)).toBe(16);
    expect(buffer.subarray(24, 40).toString('hex')).toBe('00112233445566778899aabbccddeeff');
    expect(buffer.readInt32BE(40)).toBe(16);
    expect(buffer.subarray(44, 60).toString('hex')).toBe('ffeeddccbbaa99887766554433221100');
  });

  it('writes an empty array', () => {
    const buffer = uuidArrayParam([]);
    expect([0, 4, 8, 12, 16].map((at) => buffer.readInt32BE(at))).toEqual([1, 0, 2950, 0, 1]);
    expect(buffer).toHaveLength(20);
  });

  it.each([
    ['too short', '00112233-4455-6677-8899-aabbccddeef'],
    ['no dashes', '00112233445566778899aabbccddeeff0000'],
    ['a dash moved', '0011223-34455-6677-8899-aabbccddeeff'],
    ['not hex', '00112233-4455-6677-8899-aabbccddeegg'],
    ['beyond ASCII', '00112233-4455-6677-8899-aabbccddeeé0'],
  ])('refuses what is not a uuid (%s)', (_, id) => {
    expect(() => uuidArrayParam(['00112233-4455-6677-8899-aabbccddeeff', id])).toThrow(
      /not a uuid/,
    );
  });
});

describe('int2ArrayParam and int4ArrayParam', () => {
  it('write each value after its length, in the element type the header names', () => {
    const small = int2ArrayParam(Int16Array.of(-32_768, 7, 32_767));
    expect([0, 4, 8, 12, 16].map((at) => small.readInt32BE(at))).toEqual([1, 0, 21, 3, 1]);
    expect(small).toHaveLength(20 + 3 * 6);
    expect([20, 26, 32].map((at) => small.readInt32BE(at))).toEqual([2, 2, 2]);
    expect([24, 30, 36].map((at) => small.readInt16BE(at))).toEqual([-32_768, 7, 32_767]);

    const wide = int4ArrayParam([-1, 2_000_000_000]);
    expect([0, 4, 8, 12, 16].map((at) => wide.readInt32BE(at))).toEqual([1, 0, 23, 2, 1]);
    expect(wide).toHaveLength(20 + 2 * 8);
    expect([20, 24, 28, 32].map((at) => wide.readInt32BE(at))).toEqual([4, -1, 4, 2_000_000_000]);
  });
});

describe('uuidBytesArrayParam', () => {
  it('lays out the ids its writer makes exactly as uuidArrayParam does their text', () => {
    const ids = ['00112233-4455-6677-8899-aabbccddeeff', 'ffeeddcc-bbaa-9988-7766-554433221100'];
    const bytes = ids.map((id) => Buffer.from(id.replaceAll('-', ''), 'hex'));
    let next = 0;
    const written = uuidBytesArrayParam(2, (target, at) => {
      bytes[next]?.copy(target, at);
      next += 1;
    });
    expect(written.equals(uuidArrayParam(ids))).toBe(true);
  });
});

describe('uuidFromBytes', () => {
  it('reads 16 bytes at an offset back as the canonical lower-case text', () => {
    const param = uuidArrayParam(['00112233-4455-6677-8899-AABBCCDDEEFF']);
    expect(uuidFromBytes(param, 24)).toBe('00112233-4455-6677-8899-aabbccddeeff');
    expect(uuidFromBytes(Buffer.alloc(16))).toBe('00000000-0000-0000-0000-000000000000');
  });
});
