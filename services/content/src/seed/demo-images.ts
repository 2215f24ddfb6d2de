import { encodePng } from './png';

type Rgb = [number, number, number];

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/**
 * An eight-pointed-star lattice (two overlaid squares per tile) in gold lines over a vertical
 * gradient: the product's own artwork, generated rather than fetched.
 */
export const starLattice = (
  width: number,
  height: number,
  top: Rgb,
  bottom: Rgb,
  tile: number,
): Buffer => {
  const gold: Rgb = [212, 175, 55];
  const pixels = new Uint8Array(width * height * 3);
  const r = tile * 0.3;
  for (let y = 0; y < height; y += 1) {
    const base = mix(top, bottom, y / (height - 1));
    for (let x = 0; x < width; x += 1) {
      const dx = (x % tile) - tile / 2;
      const dy = (y % tile) - tile / 2;
      const square = Math.max(Math.abs(dx), Math.abs(dy));
      const diamond = (Math.abs(dx) + Math.abs(dy)) / Math.SQRT2;
      const star = Math.min(Math.abs(square - r), Math.abs(diamond - r));
      const inside = square < r && diamond < r;
      const line = Math.max(0, 1 - star / 1.4) * (inside ? 0.9 : 0.55);
      const colour = mix(inside ? mix(base, [255, 255, 255], 0.06) : base, gold, line);
      const offset = (y * width + x) * 3;
      pixels[offset] = Math.round(colour[0]);
      pixels[offset + 1] = Math.round(colour[1]);
      pixels[offset + 2] = Math.round(colour[2]);
    }
  }
  return encodePng(width, height, pixels);
};

export interface DemoImage {
  category: 'service-hero' | 'testimonial';
  title: string;
  alt: string;
  png: Buffer;
}

export const demoImages = (): DemoImage[] => [
  {
    category: 'service-hero',
    title: 'Mithaq pattern',
    alt: 'Gold eight-pointed stars on a deep teal background',
    png: starLattice(1200, 480, [10, 74, 70], [24, 120, 110], 96),
  },
  {
    category: 'testimonial',
    title: 'Testimonial 1',
    alt: 'Teal star pattern',
    png: starLattice(240, 240, [13, 95, 90], [30, 138, 128], 60),
  },
  {
    category: 'testimonial',
    title: 'Testimonial 2',
    alt: 'Plum star pattern',
    png: starLattice(240, 240, [84, 38, 82], [130, 66, 120], 60),
  },
  {
    category: 'testimonial',
    title: 'Testimonial 3',
    alt: 'Navy star pattern',
    png: starLattice(240, 240, [22, 44, 92], [46, 82, 150], 60),
  },
];
