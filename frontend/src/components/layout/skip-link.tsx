import { useState, type CSSProperties } from 'react';
import { useThemeToken } from '../../lib/theme-token';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the Tab key: "Skip to main content", out of sight until it has the focus,
 * then shown over the header; it moves the focus past the navigation.
 */
export const SkipLink = () => {
  const { token } = useThemeToken();
  const [focused, setFocused] = useState(false);
  const hidden: CSSProperties = { position: 'absolute', left: -10_000, width: 1, height: 1 };
  const shown: CSSProperties = {
    position: 'absolute',
    left: token.paddingLG,
    top: token.paddingXS,
    zIndex: 1100,
    padding: `${token.paddingXS}px ${token.padding}px`,
    background: token.colorBgContainer,
    color: token.colorPrimary,
    border: `2px solid ${token.colorPrimary}`,
    borderRadius: token.borderRadius,
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      style={focused ? shown : hidden}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      Skip to main content
    </a>
  );
};
