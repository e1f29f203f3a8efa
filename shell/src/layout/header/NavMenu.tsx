import { useState } from 'react';
import type { MenuItem } from '@tekvana/shared';
import { MenuLink } from '../MenuLink';
import { NavDropdown } from './NavDropdown';

interface Props {
  items: MenuItem[];
  label: string;
  className?: string;
  onNavigate: () => void;
  alignEnd?: boolean;
}

/** One menu bar; at most one of its dropdowns is open at a time. */
export function NavMenu({ items, label, className = '', onNavigate, alignEnd = false }: Props) {
  const [openTitle, setOpenTitle] = useState<string | undefined>();
  const navigate = () => {
    setOpenTitle(undefined);
    onNavigate();
  };
  return (
    <nav aria-label={label} className={className}>
      <ul className="navbar-nav">
        {items.map((item) =>
          item.subMenu?.length ? (
            <NavDropdown
              key={item.title}
              item={item}
              open={openTitle === item.title}
              onOpenChange={(open) =>
                setOpenTitle((current) => (open ? item.title : current === item.title ? undefined : current))
              }
              onNavigate={navigate}
              alignEnd={alignEnd}
            />
          ) : (
            <li key={item.title} className="nav-item">
              <MenuLink className="nav-link" to={item.targetUrl} onNavigate={navigate}>
                {item.title}
              </MenuLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
