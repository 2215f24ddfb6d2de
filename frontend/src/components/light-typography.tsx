import { ConfigProvider } from 'antd';
import TypographyRoot from 'antd/es/typography/Typography';
import { useContext, type CSSProperties, type JSX, type ReactNode } from 'react';

/*
 * antd's Title, Text and Paragraph for text that is only shown: the same elements, classes and
 * styles (antd's own Typography root draws them), without the machinery for ellipsis, copying
 * and editing that every antd Title or Text carries (its measuring, its tooltip and the popup
 * engine under it). The app shell and the landing page use these, so a visitor's first screen
 * does not download that machinery; anything needing those features uses antd's.
 */

interface LightTextProps {
  type?: 'secondary' | 'success' | 'warning' | 'danger';
  strong?: boolean;
  italic?: boolean;
  id?: string;
  role?: string;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

const LightTypography = ({
  component,
  type,
  strong,
  italic,
  className,
  children,
  ...rest
}: LightTextProps & { component: keyof JSX.IntrinsicElements }) => {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const typeClass = type ? `${getPrefixCls('typography')}-${type}` : undefined;
  // The decorations nest as antd nests them: <i><strong>…</strong></i>.
  const bold = strong ? <strong>{children}</strong> : children;
  return (
    <TypographyRoot
      component={component}
      className={[typeClass, className].filter(Boolean).join(' ') || undefined}
      {...rest}
    >
      {italic ? <i>{bold}</i> : bold}
    </TypographyRoot>
  );
};

export const Title = ({ level = 1, ...props }: LightTextProps & { level?: 1 | 2 | 3 | 4 | 5 }) => (
  <LightTypography component={`h${level}`} {...props} />
);

export const Text = (props: LightTextProps) => <LightTypography component="span" {...props} />;

export const Paragraph = (props: LightTextProps) => <LightTypography component="div" {...props} />;
