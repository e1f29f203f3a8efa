import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SCROLL_THRESHOLD_PX } from '@tekvana/shared';
import { useSiteOutline } from '../../siteData/SiteOutlineContext';
import { NavMenu } from './NavMenu';
import { useScrolledPast } from './useScrolledPast';
import { shownLogoUrl } from './shownLogoUrl';

/**
 * Fixed navbar (decision 008): transparent over the page top, solid after 50 px of scroll, collapsed behind a toggle
 * below the lg breakpoint. Carries both menus: the main one and the AI-focused one.
 */
export function Header() {
  const { header } = useSiteOutline();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const [expanded, setExpanded] = useState(false);
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);

  // A new page closes the mobile menu, whatever caused the navigation (link, Back, script).
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setExpanded(false);
  }

  const collapse = () => setExpanded(false);
  const solid = scrolled || expanded;

  return (
    <header className={`site-header fixed-top${solid ? ' site-header--solid' : ''}`}>
      <div className="navbar navbar-expand-lg navbar-dark">
        <div className="container-xl">
          <Link className="navbar-brand" to="/home" aria-label={`${header.brand.name}, home`}>
            <img src={shownLogoUrl(header.brand.logoUrl)} alt="" width="32" height="32" />
            <span>{header.brand.shortName}</span>
          </Link>
          <button
            type="button"
            className="navbar-toggler"
            aria-controls="site-navigation"
            aria-expanded={expanded}
            aria-label="Menu"
            onClick={() => setExpanded((value) => !value)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <div id="site-navigation" className={`collapse navbar-collapse${expanded ? ' show' : ''}`}>
            <NavMenu items={header.menu} label="Main" className="ms-lg-auto" onNavigate={collapse} />
            {header.secondaryMenu.length > 0 && (
              <NavMenu
                items={header.secondaryMenu}
                label="AI solutions"
                className="site-header__secondary"
                onNavigate={collapse}
                alignEnd
              />
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
