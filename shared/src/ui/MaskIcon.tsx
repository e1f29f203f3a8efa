import type { CSSProperties } from 'react';

interface Props {
  /** The icon file's URL (a bootstrap-icons SVG imported with `?url`). */
  url: string;
  className?: string;
  /** Text for screen readers; without it the icon is decorative. */
  label?: string;
}

/**
 * An icon in the colour of the text around it: an empty box painted in `currentColor` and masked with the icon's
 * file (decision 025; `.icon` in theme.css). The page fetches the file only when the box is rendered, so an icon's
 * drawing is in neither a pre-rendered page nor the script (decision 045).
 */
export function MaskIcon({ url, className = '', label }: Props) {
  return (
    <span
      className={`icon ${className}`.trim()}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      style={{ '--icon': `url("${url}")` } as CSSProperties}
    />
  );
}
