import { theme, type ThemeConfig } from 'antd';
import { AA_NORMAL_TEXT, contrastRatio } from './contrast';

/** A colour pair as the theme paints it, and the ratio it has to reach. */
export interface ContrastPair {
  /** A stable name, used by the contrast report to line up the old colours. */
  id: string;
  label: string;
  foreground: string;
  background: string;
  /** 4.5 for text; 3 for shapes that carry meaning without text (a progress bar). */
  minimum: number;
}

const presetHues = [
  'red',
  'volcano',
  'orange',
  'gold',
  'yellow',
  'lime',
  'green',
  'cyan',
  'blue',
  'geekblue',
  'purple',
  'magenta',
  'pink',
] as const;

type TokenBag = Record<string, unknown>;

const colourOf = (tokens: TokenBag, key: string): string => {
  const value = tokens[key];
  if (typeof value !== 'string') {
    throw new Error(`The theme has no colour token ${key}`);
  }
  return value;
};

/** The design tokens a component sees: the global ones with the component's overrides on top. */
const componentTokens = (config: ThemeConfig, global: TokenBag, name: 'Tag' | 'Badge' | 'Avatar') =>
  ({ ...global, ...(config.components?.[name] ?? {}) }) as TokenBag;

/** Every text-and-background pair the theme decides, with the colours antd derives from it. */
export const themeContrastPairs = (config: ThemeConfig): ContrastPair[] => {
  const global = theme.getDesignToken(config) as unknown as TokenBag;
  const tag = componentTokens(config, global, 'Tag');
  const badge = componentTokens(config, global, 'Badge');
  const avatar = componentTokens(config, global, 'Avatar');
  const c = (key: string) => colourOf(global, key);
  const surfaces = [
    { id: 'white', label: 'white (cards, header)', colour: c('colorBgContainer') },
    { id: 'page', label: 'page grey (body, footer)', colour: c('colorBgLayout') },
  ];
  const textTokens = [
    ['colorText', 'body text'],
    ['colorTextSecondary', 'secondary text'],
    ['colorTextTertiary', 'tertiary text'],
    ['colorTextDescription', 'Typography secondary'],
    ['colorTextPlaceholder', 'placeholder'],
    ['colorLink', 'link'],
    ['colorPrimary', 'brand text (selected menu item)'],
    ['colorErrorText', 'error text'],
    ['colorError', 'form error message'],
    ['colorSuccessText', 'success text'],
    ['colorWarningText', 'warning text'],
  ] as const;

  const pairs: ContrastPair[] = textTokens.flatMap(([key, label]) =>
    surfaces.map((surface) => ({
      id: `${key}/${surface.id}`,
      label: `${label} on ${surface.label}`,
      foreground: c(key),
      background: surface.colour,
      minimum: AA_NORMAL_TEXT,
    })),
  );
  pairs.push(
    {
      id: 'colorTextDisabled/disabled',
      label: 'disabled button and field text',
      foreground: c('colorTextDisabled'),
      background: c('colorBgContainerDisabled'),
      minimum: AA_NORMAL_TEXT,
    },
    {
      id: 'primary-button',
      label: 'primary button text',
      foreground: c('colorTextLightSolid'),
      background: c('colorPrimary'),
      minimum: AA_NORMAL_TEXT,
    },
    {
      id: 'primary-button-hover',
      label: 'primary button text, hovered',
      foreground: c('colorTextLightSolid'),
      background: c('colorPrimaryHover'),
      minimum: AA_NORMAL_TEXT,
    },
    {
      id: 'danger-button',
      label: 'danger button text',
      foreground: c('colorTextLightSolid'),
      background: c('colorError'),
      minimum: AA_NORMAL_TEXT,
    },
    {
      id: 'menu-selected',
      label: 'selected menu item on its tint',
      foreground: c('colorPrimary'),
      background: c('colorPrimaryBg'),
      minimum: AA_NORMAL_TEXT,
    },
    {
      id: 'avatar',
      label: 'avatar initials',
      foreground: colourOf(avatar, 'colorTextLightSolid'),
      background: colourOf(avatar, 'colorTextPlaceholder'),
      minimum: AA_NORMAL_TEXT,
    },
    {
      id: 'badge-count',
      label: 'badge count',
      foreground: colourOf(badge, 'colorTextLightSolid'),
      background: colourOf(badge, 'colorError'),
      minimum: AA_NORMAL_TEXT,
    },
    {
      id: 'progress-bar',
      label: 'progress bar on white (a shape: 3:1)',
      foreground: c('colorInfo'),
      background: c('colorBgContainer'),
      minimum: 3,
    },
  );
  for (const status of ['Success', 'Warning', 'Error', 'Info'] as const) {
    pairs.push({
      id: `tag-${status.toLowerCase()}`,
      label: `${status.toLowerCase()} status tag`,
      foreground: colourOf(tag, `color${status}`),
      background: colourOf(tag, `color${status}Bg`),
      minimum: AA_NORMAL_TEXT,
    });
  }
  for (const hue of presetHues) {
    pairs.push(
      {
        id: `tag-${hue}`,
        label: `${hue} tag`,
        foreground: colourOf(tag, `${hue}7`),
        background: colourOf(tag, `${hue}1`),
        minimum: AA_NORMAL_TEXT,
      },
      {
        id: `ribbon-${hue}`,
        label: `${hue} ribbon`,
        foreground: colourOf(badge, 'colorTextLightSolid'),
        background: colourOf(badge, `${hue}6`),
        minimum: AA_NORMAL_TEXT,
      },
    );
  }
  return pairs;
};

/** Each pair with its measured ratio. */
export const measure = (pairs: ContrastPair[]) =>
  pairs.map((pair) => ({ ...pair, ratio: contrastRatio(pair.foreground, pair.background) }));
