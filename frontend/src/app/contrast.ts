/** An sRGB colour with alpha, each channel 0–255 and alpha 0–1. */
interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i;

/** Reads "#abc", "#aabbcc", "#aabbccdd", "rgb(…)" and "rgba(…)"; anything else throws. */
export const parseColor = (value: string): Rgba => {
  const text = value.trim();
  const hex = HEX.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const channel = (index: number) => parseInt(full.slice(index * 2, index * 2 + 2), 16);
    return {
      r: channel(0),
      g: channel(1),
      b: channel(2),
      a: full.length === 8 ? channel(3) / 255 : 1,
    };
  }
  const rgb = RGB.exec(text);
  if (rgb) {
    return {
      r: Number(rgb[1]),
      g: Number(rgb[2]),
      b: Number(rgb[3]),
      a: rgb[4] === undefined ? 1 : Number(rgb[4]),
    };
  }
  throw new Error(`Not a colour this check can read: ${value}`);
};

/** A translucent colour as it shows over an opaque background. */
const over = (top: Rgba, bottom: Rgba): Rgba => ({
  r: top.r * top.a + bottom.r * (1 - top.a),
  g: top.g * top.a + bottom.g * (1 - top.a),
  b: top.b * top.a + bottom.b * (1 - top.a),
  a: 1,
});

const linear = (channel: number): number => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

const luminance = ({ r, g, b }: Rgba): number =>
  0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/**
 * The WCAG contrast ratio of text over a background (1 to 21). A translucent background is laid
 * on white first, and translucent text on that background, as a browser paints them.
 */
export const contrastRatio = (foreground: string, background: string): number => {
  const white: Rgba = { r: 255, g: 255, b: 255, a: 1 };
  const bg = over(parseColor(background), white);
  const fg = over(parseColor(foreground), bg);
  const [light, dark] = [luminance(fg), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** Normal-size text needs 4.5:1 to meet WCAG AA. */
export const AA_NORMAL_TEXT = 4.5;
