import type { ThemeConfig } from 'antd';

/** The brand teal and its shades. antd's own derivation turns this dark teal into a grey tint. */
export const brand = {
  teal: '#0f766e',
  tealDark: '#115e59',
  tealDarker: '#134e4a',
  tealLight: '#e7f4f2',
  tealLightHover: '#cfe9e5',
  tealBorder: '#8fcac1',
  tealBorderHover: '#5fb3a7',
} as const;

/**
 * Every text colour here reaches 4.5:1 (WCAG AA for normal text) on white, on the page grey
 * #f5f5f5 and on the disabled grey; `theme.test.ts` and `scripts/contrast-report.mjs` measure it.
 */
export const textColors = {
  secondary: '#595959',
  tertiary: '#666666',
  placeholder: '#6e6e6e',
  disabled: '#6b6b6b',
  disabledBackground: '#f0f0f0',
  success: '#237804',
  warning: '#7a5c00',
  error: '#cf1322',
} as const;

/**
 * antd draws a preset-coloured tag's text in shade 7 over shade 1, and a ribbon or dot in shade 6
 * under white text. For the lighter hues those shades fall short of 4.5:1, so they are darkened.
 */
const tagText = {
  volcano7: '#ad2102',
  orange7: '#ad4e00',
  gold7: '#874d00',
  yellow7: '#876800',
  lime7: '#3f6600',
  green7: '#237804',
  cyan7: '#006d75',
} as const;

const ribbonFill = {
  red6: '#cf1322',
  volcano6: '#d4380d',
  orange6: '#ad4e00',
  gold6: '#874d00',
  yellow6: '#876800',
  lime6: '#3f6600',
  green6: '#237804',
  cyan6: '#006d75',
  blue6: '#0958d9',
  magenta6: '#c41d7f',
  pink6: '#c41d7f',
} as const;

export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: brand.teal,
    colorPrimaryHover: brand.tealDark,
    colorPrimaryActive: brand.tealDarker,
    colorPrimaryTextHover: brand.tealDark,
    colorPrimaryTextActive: brand.tealDarker,
    colorPrimaryBg: brand.tealLight,
    colorPrimaryBgHover: brand.tealLightHover,
    colorPrimaryBorder: brand.tealBorder,
    colorPrimaryBorderHover: brand.tealBorderHover,
    // Links, progress bars, "processing" badges and info notices in the brand teal, not antd blue.
    colorInfo: brand.teal,
    colorInfoBg: brand.tealLight,
    colorInfoBgHover: brand.tealLightHover,
    colorInfoBorder: brand.tealBorder,
    colorInfoBorderHover: brand.tealBorderHover,
    colorInfoHover: brand.tealDark,
    colorInfoActive: brand.tealDarker,
    colorInfoText: brand.teal,
    colorInfoTextHover: brand.tealDark,
    colorInfoTextActive: brand.tealDarker,
    colorLink: brand.teal,
    colorLinkHover: brand.tealDark,
    colorLinkActive: brand.tealDarker,
    colorWarning: '#c9a227',
    colorWarningText: textColors.warning,
    colorSuccessText: textColors.success,
    // Form messages and danger buttons use this red as text or under white text.
    colorError: textColors.error,
    colorErrorText: textColors.error,
    colorTextSecondary: textColors.secondary,
    colorTextTertiary: textColors.tertiary,
    colorTextDescription: textColors.tertiary,
    colorTextPlaceholder: textColors.placeholder,
    colorTextQuaternary: textColors.placeholder,
    colorTextDisabled: textColors.disabled,
    colorBgContainerDisabled: textColors.disabledBackground,
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    // Initials in white on the brand teal: 5.5:1 (antd's grey gave about 1.9:1).
    Avatar: { colorTextPlaceholder: brand.teal },
    Tag: {
      ...tagText,
      // Status tags ("success", "warning") draw their text in the status colour itself.
      colorSuccess: textColors.success,
      colorWarning: textColors.warning,
    },
    Badge: ribbonFill,
  },
};
