import { useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import type { MenuItem } from '@tekvana/shared';
import { MenuLink } from '../MenuLink';

interface Props {
  item: MenuItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate: () => void;
  /** Open the panel towards the left: for entries at the right edge of the bar. */
  alignEnd?: boolean;
}

/**
 * A top-level menu entry with its panel (disclosure pattern): opens on hover for pointers and on the button
 * for keyboards and touch; Escape closes it and returns focus to the button. Data nests three levels: the
 * panel shows the second level, and a second-level item's own children are listed under it as a group.
 */
export function NavDropdown({ item, open, onOpenChange, onNavigate, alignEnd = false }: Props) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onOpenChange(false);
      buttonRef.current?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  };

  return (
    // The item only listens for Escape and for focus leaving it, from the button and links inside; it is no control.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <li
      className={`nav-item dropdown${open ? ' show' : ''}`}
      onMouseEnter={() => onOpenChange(true)}
      onMouseLeave={() => onOpenChange(false)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-link dropdown-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        {item.title}
      </button>
      <ul id={panelId} className={`dropdown-menu${alignEnd ? ' dropdown-menu-end' : ''}${open ? ' show' : ''}`}>
        {item.subMenu?.map((child) =>
          child.subMenu?.length ? (
            <li key={child.title} className="dropdown-group">
              {child.targetUrl ? (
                <MenuLink className="dropdown-item dropdown-group-title" to={child.targetUrl} onNavigate={onNavigate}>
                  {child.title}
                </MenuLink>
              ) : (
                <span className="dropdown-header">{child.title}</span>
              )}
              <ul className="list-unstyled">
                {child.subMenu.map((grandchild) => (
                  <li key={grandchild.title}>
                    <MenuLink className="dropdown-item ps-4" to={grandchild.targetUrl} onNavigate={onNavigate}>
                      {grandchild.title}
                    </MenuLink>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={child.title}>
              <MenuLink className="dropdown-item" to={child.targetUrl} onNavigate={onNavigate}>
                {child.title}
              </MenuLink>
            </li>
          ),
        )}
      </ul>
    </li>
  );
}
