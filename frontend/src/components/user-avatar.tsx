import { Avatar } from 'antd';

/** Avatars show the first two letters of the name. */
export const initialsOf = (name: string): string => name.trim().slice(0, 2).toUpperCase();

export const UserAvatar = ({ name }: { name: string }) => (
  <Avatar style={{ flexShrink: 0 }} aria-hidden>
    {initialsOf(name)}
  </Avatar>
);
