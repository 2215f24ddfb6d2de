import type { CurrentUser } from '@mithaq/contracts';
import { Button, Dropdown, Flex, Typography, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { displayNameOf } from '../../lib/session';
import { InitialsAvatar } from '../user-avatar';
import { userMenuLinksFor } from './nav-links';

interface UserMenuProps {
  user: CurrentUser;
  onSignOut: () => void;
}

const SIGN_OUT_KEY = 'sign-out';

export const UserMenu = ({ user, onSignOut }: UserMenuProps) => {
  const navigate = useNavigate();
  const name = displayNameOf(user);
  const items: MenuProps['items'] = [
    {
      key: 'identity',
      disabled: true,
      label: (
        <Flex vertical>
          <Typography.Text strong>{name}</Typography.Text>
          <Typography.Text type="secondary">{user.email}</Typography.Text>
        </Flex>
      ),
    },
    { type: 'divider' },
    ...userMenuLinksFor(user).flatMap((link, index, links) => [
      { key: link.to, label: link.label },
      ...(index === links.length - 1 ? [{ type: 'divider' as const }] : []),
    ]),
    { key: SIGN_OUT_KEY, label: 'Sign Out', danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === SIGN_OUT_KEY) {
      onSignOut();
    } else {
      void navigate(key);
    }
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" shape="circle" aria-label="User menu" style={{ padding: 0 }}>
        <InitialsAvatar name={name} />
      </Button>
    </Dropdown>
  );
};
