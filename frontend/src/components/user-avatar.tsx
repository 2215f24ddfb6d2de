import { ConfigProvider } from 'antd';
import useAvatarStyle from 'antd/es/avatar/style';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import { useContext } from 'react';

/**
 * The initials of the name shown: the first letter of its first and last words, where spaces,
 * underscores, dots, hyphens and digits separate words ("Amina Khan" → "AK", "@yusuf_r" → "YR");
 * a one-word name gives its first two letters ("@amina" → "AM").
 */
export const initialsOf = (name: string): string => {
  const words = name.split(/[^\p{L}]+/u).filter((word) => word.length > 0);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words.at(-1) ?? '') : '';
  const letters = last ? [...first][0] + [...last][0] : [...first].slice(0, 2).join('');
  return letters.toLocaleUpperCase();
};

/**
 * A round avatar with the initials of `name`, hidden from screen readers (the name is always
 * written beside it): antd's Avatar element, classes and styles, drawn by antd's own style hook.
 * Not antd's Avatar itself: to fit any text it hides its text for a first render, measures it
 * after the page is drawn (forcing the browser to lay the page out again, once per avatar) and
 * watches its size. Two initials always fit, so none of that is needed; `size` in pixels as
 * antd's numeric size.
 */
export const InitialsAvatar = ({ name, size }: { name: string; size?: number }) => {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('avatar');
  const rootCls = useCSSVarCls(prefixCls);
  const [hashId, cssVarCls] = useAvatarStyle(prefixCls, rootCls);
  return (
    <span
      aria-hidden
      className={[prefixCls, `${prefixCls}-circle`, cssVarCls, rootCls, hashId].join(' ')}
      style={{
        flexShrink: 0,
        ...(size === undefined ? {} : { width: size, height: size, fontSize: 18 }),
      }}
    >
      <span className={`${prefixCls}-string`}>{initialsOf(name)}</span>
    </span>
  );
};
