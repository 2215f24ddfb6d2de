import { inflateSync } from 'node:zlib';
import { detectImageType } from '../images/image-data';
import { starLattice } from './demo-images';
import { encodePng } from './png';

describe('generated demo images', () => {
  it('encodes a valid PNG that the upload check accepts', () => {
    const png = encodePng(2, 1, new Uint8Array([255, 0, 0, 0, 0, 255]));
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(png.readUInt32BE(16)).toBe(2);
    expect(png.readUInt32BE(20)).toBe(1);
    const idatLength = png.readUInt32BE(33);
    const pixels = inflateSync(png.subarray(41, 41 + idatLength));
    expect([...pixels]).toEqual([0, 255, 0, 0, 0, 0, 255]);
    expect(detectImageType(starLattice(40, 20, [0, 0, 0], [0, 0, 0], 10))).toMatchObject({
      contentType: 'image/png',
    });
  });
});
