import type { CurrentUser } from '@mithaq/contracts';
import { Drawer, Menu, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { NavLinkLabel } from './nav-link-label';
import { drawerLinksFor } from './nav-links';

interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  user: CurrentUser | null;
  selectedPath: string;
  onSignOut: () => void;
}

const SIGN_OUT_KEY = 'sign-out';

export const MobileNavDrawer = ({
  open,
  onClose,
  user,
  selectedPath,
  onSignOut,
}: MobileNavDrawerProps) => {
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    ...drawerLinksFor(user).map((link) => ({
      key: link.to,
      label: <NavLinkLabel link={link} signedIn={user !== null} />,
    })),
    user
      ? { key: SIGN_OUT_KEY, label: 'Sign Out', danger: true }
      : { key: paths.auth, label: 'Sign In' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    onClose();
    if (key === SIGN_OUT_KEY) {
      onSignOut();
    } else {
      void navigate(key);
    }
  };

  return (
    <Drawer title="Menu" placement="right" open={open} onClose={onClose} size="default">
      <Menu mode="inline" items={items} selectedKeys={[selectedPath]} onClick={onClick} />
    </Drawer>
  );
};
