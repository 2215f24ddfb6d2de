import { render } from '@testing-library/react';
import { ConfigProvider, Tag } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { appTheme, brand } from './theme';
import { measure, themeContrastPairs } from './theme-contrast';

describe('contrastRatio', () => {
  it('gives the WCAG figures for known pairs', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    // antd's old secondary grey on white: the 3.36:1 that failed.
    expect(contrastRatio('#8c8c8c', '#ffffff')).toBeCloseTo(3.36, 2);
    // Translucent text is laid over its background first: 45% black is #8c8c8c on white.
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeCloseTo(3.35, 1);
  });

  it('refuses a colour it cannot read', () => {
    expect(() => contrastRatio('teal', '#fff')).toThrow('Not a colour this check can read: teal');
  });
});

describe('appTheme', () => {
  const pairs = measure(themeContrastPairs(appTheme));

  it('checks the text tokens on white and on the page grey, tags, ribbons and buttons', () => {
    const ids = pairs.map((pair) => pair.id);
    for (const id of [
      'colorTextSecondary/white',
      'colorTextSecondary/page',
      'colorTextTertiary/page',
      'colorTextPlaceholder/white',
      'colorLink/page',
      'colorTextDisabled/disabled',
      'tag-gold',
      'tag-success',
      'ribbon-gold',
      'avatar',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it.each(pairs.map((pair) => [pair.label, pair] as const))(
    '%s reaches its minimum contrast',
    (_label, pair) => {
      expect(pair.ratio).toBeGreaterThanOrEqual(pair.minimum);
    },
  );

  it('paints links and progress in the brand teal, not antd blue', () => {
    const link = pairs.find((pair) => pair.id === 'colorLink/white');
    const progress = pairs.find((pair) => pair.id === 'progress-bar');
    expect(link?.foreground).toBe(brand.teal);
    expect(progress?.foreground).toBe(brand.teal);
  });

  it('reaches rendered tags: a gold tag is drawn in the darkened gold', () => {
    render(
      <ConfigProvider theme={appTheme}>
        <Tag color="gold">Certified</Tag>
      </ConfigProvider>,
    );
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(css).toContain('#874d00');
    expect(css).not.toContain('color:#d48806');
  });
});
