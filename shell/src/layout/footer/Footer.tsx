import { useSiteOutline } from '../../siteData/SiteOutlineContext';
import { MenuLink } from '../MenuLink';
import { SocialIcon, socialLabels } from './SocialIcon';

export function Footer() {
  const { footer, header } = useSiteOutline();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer render-when-near">
      <div className="container-xl">
        <div className="row g-4">
          <div className="col-12 col-lg-3">
            <p className="site-footer__brand">{header.brand.name}</p>
            <ul className="site-footer__social list-unstyled d-flex gap-3">
              {footer.social.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${socialLabels[link.network]} (opens in a new tab)`}
                  >
                    <SocialIcon network={link.network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          {footer.columns.map((column) => (
            <nav key={column.title} className="col-6 col-md-4 col-lg" aria-label={column.title}>
              <h2 className="site-footer__heading">{column.title}</h2>
              <ul className="list-unstyled">
                {column.links.map((link) => (
                  <li key={link.title}>
                    <MenuLink to={link.targetUrl}>{link.title}</MenuLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="site-footer__bottom">
          <p className="mb-0">
            © {year} {footer.copyrightHolder}. All rights reserved.
          </p>
          <a href={footer.privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
            Privacy Policy<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </footer>
  );
}
