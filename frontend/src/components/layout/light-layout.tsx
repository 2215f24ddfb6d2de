import { ConfigProvider } from 'antd';
import useLayoutStyle from 'antd/es/layout/style';
import { useContext, type HTMLAttributes } from 'react';

/*
 * antd's Layout with its Header, Content and Footer, for the app shell: the same elements,
 * classes and styles (antd's own layout styles draw them), without the sidebar that every antd
 * Layout carries (its Sider component, styles and icons, and the bookkeeping that looks for one).
 * The shell has no sidebar, and it is on every first screen.
 */

type Part = 'header' | 'content' | 'footer';
const tagOf = { header: 'header', content: 'main', footer: 'footer' } as const;

const useLayoutClasses = (part: Part | undefined, className: string | undefined): string => {
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('layout');
  const [hashId, cssVarCls] = useLayoutStyle(prefixCls);
  const own = part
    ? `${prefixCls}-${part}`
    : [prefixCls, direction === 'rtl' ? `${prefixCls}-rtl` : ''].filter(Boolean).join(' ');
  return [own, className, hashId, cssVarCls].filter(Boolean).join(' ');
};

const layoutPart = (part: Part) => {
  const LayoutPart = ({ className, ...props }: HTMLAttributes<HTMLElement>) => {
    const Tag = tagOf[part];
    return <Tag className={useLayoutClasses(part, className)} {...props} />;
  };
  return LayoutPart;
};

/** antd's `Layout`: the column the header, content and footer stack in. */
export const ShellLayout = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => (
  <div className={useLayoutClasses(undefined, className)} {...props} />
);

/** antd's `Layout.Header`. */
export const ShellHeader = layoutPart('header');
/** antd's `Layout.Content`: the page's `<main>`. */
export const ShellContent = layoutPart('content');
/** antd's `Layout.Footer`. */
export const ShellFooter = layoutPart('footer');
