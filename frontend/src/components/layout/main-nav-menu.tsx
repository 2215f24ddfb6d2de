import { Menu } from 'antd';
import { Link } from 'react-router';
import type { NavLink } from './nav-links';
import { NavLinkLabel } from './nav-link-label';

interface MainNavMenuProps {
  links: readonly NavLink[];
  signedIn: boolean;
  selectedPath: string;
}

/** The wide screen's row of page links; antd collapses those that do not fit into "…". */
export const MainNavMenu = ({ links, signedIn, selectedPath }: MainNavMenuProps) => (
  <Menu
    mode="horizontal"
    items={links.map((link) => ({
      key: link.to,
      label: (
        <Link to={link.to}>
          <NavLinkLabel link={link} signedIn={signedIn} />
        </Link>
      ),
    }))}
    selectedKeys={[selectedPath]}
    style={{ borderBottom: 'none' }}
  />
);
