import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { NavigationContext, type NavigateOptions } from './navigation';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An internal path ("/contact-us", "/current-openings/job-description?jobId=7"). */
  to: string;
  state?: NavigateOptions['state'];
  replace?: boolean;
};

/** A plain left click on a link that the page may take over: not a new tab or window, not a download. */
export const isPlainClick = (event: MouseEvent, link: HTMLAnchorElement) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
  (!link.target || link.target === '_self') &&
  !link.hasAttribute('download');

/**
 * A link inside the site (decision 024): a real `<a href>` (open in a new tab, copy, crawl), which navigates in the
 * page through the site's navigation when there is one.
 */
export function SiteLink({ to, state, replace, onClick, children, ...anchor }: Props) {
  const navigation = useContext(NavigationContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigation || !isPlainClick(event, event.currentTarget)) return;
    event.preventDefault();
    navigation.navigate(to, { state, replace });
  };
  return (
    <a {...anchor} href={to} onClick={follow}>
      {children}
    </a>
  );
}
