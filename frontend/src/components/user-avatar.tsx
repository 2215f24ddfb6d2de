import { Avatar } from 'antd';

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

export const UserAvatar = ({ name }: { name: string }) => (
  <Avatar style={{ flexShrink: 0 }} aria-hidden>
    {initialsOf(name)}
  </Avatar>
);
