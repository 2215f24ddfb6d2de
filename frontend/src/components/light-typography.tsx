import { ConfigProvider } from 'antd';
import TypographyRoot from 'antd/es/typography/Typography';
import { useContext, type CSSProperties, type JSX, type ReactNode } from 'react';

/*
 * antd's Title, Text and Paragraph for text that is only shown: the same elements, classes and
 * styles (antd's own Typography root draws them), without the machinery for measured ellipsis,
 * copying and editing that every antd Title or Text carries (its measuring, its tooltip and the
 * popup engine under it). The app shell, the landing page and lists of many rows use these, so a
 * first screen neither downloads that machinery nor draws each text twice to measure it; anything
 * needing those features uses antd's.
 */

interface LightTextProps {
  type?: 'secondary' | 'success' | 'warning' | 'danger';
  strong?: boolean;
  /**
   * Cut to one line with an ellipsis, by CSS alone: antd's own single-line ellipsis without the
   * measuring (and the second render) its Text does for every other kind of ellipsis.
   */
  ellipsis?: boolean;
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
  ellipsis,
  italic,
  className,
  children,
  ...rest
}: LightTextProps & { component: keyof JSX.IntrinsicElements }) => {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls('typography');
  const typeClass = type ? `${prefix}-${type}` : undefined;
  const ellipsisClass = ellipsis ? `${prefix}-ellipsis ${prefix}-ellipsis-single-line` : undefined;
  // The decorations nest as antd nests them: <i><strong>…</strong></i>.
  const bold = strong ? <strong>{children}</strong> : children;
  return (
    <TypographyRoot
      component={component}
      className={[typeClass, ellipsisClass, className].filter(Boolean).join(' ') || undefined}
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
