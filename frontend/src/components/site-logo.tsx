import { theme } from 'antd';

export const DEFAULT_LOGO_SIZE = 24;

/** The built-in vector logo: a crescent cradling two joined rings. */
export const SiteLogo = ({ size = DEFAULT_LOGO_SIZE }: { size?: number }) => {
  const { token } = theme.useToken();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role="img"
      aria-label="Logo"
      style={{ maxHeight: size, maxWidth: size * 6, flexShrink: 0 }}
    >
      <path d="M12 2a10 10 0 1 0 9.2 13.9A8 8 0 0 1 12 2z" fill={token.colorPrimary} />
      <circle cx="13" cy="12" r="3" fill="none" stroke={token.colorWarning} strokeWidth="1.6" />
      <circle cx="17" cy="12" r="3" fill="none" stroke={token.colorWarning} strokeWidth="1.6" />
    </svg>
  );
};
