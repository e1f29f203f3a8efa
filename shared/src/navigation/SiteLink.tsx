import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { NavigationContext, type NavigateOptions } from './navigation';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An internal path ("/contact-us", "/current-openings/job-description?jobId=7"). */
  to: string;
  state?: NavigateOptions['state'];
  replace?: boolean;
};

/** A plain left click that the page may take over: not a new tab or window, not a download. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
  (!event.currentTarget.target || event.currentTarget.target === '_self');

/**
 * A link inside the site (decision 024): a real `<a href>` (open in a new tab, copy, crawl), which navigates in the
 * page through the site's navigation when there is one.
 */
export function SiteLink({ to, state, replace, onClick, children, ...anchor }: Props) {
  const navigation = useContext(NavigationContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigation || !isPlainClick(event)) return;
    event.preventDefault();
    navigation.navigate(to, { state, replace });
  };
  return (
    <a {...anchor} href={to} onClick={follow}>
      {children}
    </a>
  );
}
