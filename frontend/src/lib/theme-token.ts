import type { GlobalToken } from 'antd';
import useAntdToken from 'antd/es/theme/useToken';

/**
 * What antd's `theme.useToken()` gives, from the hook it wraps. antd's `theme` object also
 * carries the dark and compact algorithms and the design-token calculator, none of which the app
 * shell or the landing page use; those read the tokens here so a visitor's first screen leaves
 * them out.
 */
export const useThemeToken = (): { token: GlobalToken } => {
  const [, token] = useAntdToken();
  return { token };
};
