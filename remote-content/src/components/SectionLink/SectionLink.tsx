import type { ReactNode } from 'react';
import { SiteLink } from '@tekvana/shared';

interface Props {
  to: string;
  className?: string;
  children: ReactNode;
}

/** A section's call to action: internal targets stay in the app, external ones open a new tab safely. */
export function SectionLink({ to, className, children }: Props) {
  if (/^https?:\/\//.test(to)) {
    return (
      <a className={className} href={to} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <SiteLink className={className} to={to}>
      {children}
    </SiteLink>
  );
}
