import { TEXT_LOGO } from '@mithaq/contracts';
import { Tag } from 'antd';
import { useState } from 'react';
import { useThemeToken } from '../lib/theme-token';

export const DEFAULT_LOGO_SIZE = 24;

export type LogoChoice = { kind: 'built-in' } | { kind: 'image'; src: string };

/** header-logo / footer-logo: 'text-logo' or empty means the vector icon, else an image address. */
export const logoChoiceOf = (value: string | null | undefined): LogoChoice => {
  const address = value?.trim() ?? '';
  return address === '' || address === TEXT_LOGO
    ? { kind: 'built-in' }
    : { kind: 'image', src: address };
};

/** The built-in vector logo: a crescent cradling two joined rings. */
export const SiteLogo = ({ size = DEFAULT_LOGO_SIZE }: { size?: number }) => {
  const { token } = useThemeToken();
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

interface LogoImageProps {
  src: string;
  size: number;
  alt: string;
}

const LogoImage = ({ src, size, alt }: LogoImageProps) => {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <Tag color="error" style={{ marginInlineEnd: 0, lineHeight: `${size - 2}px` }}>
        Logo Error
      </Tag>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      onError={() => setBroken(true)}
      style={{ display: 'block', maxHeight: size, maxWidth: size * 6, flexShrink: 0 }}
    />
  );
};

interface ConfiguredLogoProps {
  /** The value of the header-logo or footer-logo setting. */
  value: string | null | undefined;
  size?: number;
  alt?: string;
}

/** The logo a site setting asks for; a broken image shows a "Logo Error" placeholder. */
export const ConfiguredLogo = ({
  value,
  size = DEFAULT_LOGO_SIZE,
  alt = 'Logo',
}: ConfiguredLogoProps) => {
  const choice = logoChoiceOf(value);
  if (choice.kind === 'built-in') {
    return <SiteLogo size={size} />;
  }
  // A new address gets a fresh component, so an earlier failure does not stick.
  return <LogoImage key={choice.src} src={choice.src} size={size} alt={alt} />;
};
