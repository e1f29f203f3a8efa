import type { CSSProperties } from 'react';
import { iconMap, isIconName } from './iconMap';
import './Icon.css';

interface Props {
  /** A bootstrap-icons name from the icon map ("cloud-check"); an optional "bi-" prefix is accepted. */
  name: string;
  className?: string;
  /** Text for screen readers; without it the icon is decorative. */
  label?: string;
}

/**
 * An icon in the colour of the text around it: the icon's file is the mask of a box painted in that colour
 * (decision 025), so only the icons a page shows are fetched. Only the slideshow's two button icons are in the
 * script, as data URLs, because they are on the first screen (decision 036).
 */
export function Icon({ name, className = '', label }: Props) {
  const key = name.replace(/^bi-/, '');
  if (!isIconName(key)) return null;
  return (
    <span
      className={`icon ${className}`.trim()}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      style={{ '--icon': `url("${iconMap[key]}")` } as CSSProperties}
    />
  );
}
