import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

export const isExternal = (url: string) => /^https?:\/\//.test(url);

interface Props {
  to: string;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}

/** Internal targets use the router; external ones open in a new tab without handing over `window.opener`. */
export function MenuLink({ to, className, children, onNavigate }: Props) {
  if (isExternal(to)) {
    return (
      <a className={className} href={to} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <NavLink className={className} to={to} onClick={onNavigate} end>
      {children}
    </NavLink>
  );
}
