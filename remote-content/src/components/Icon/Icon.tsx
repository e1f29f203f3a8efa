import { iconMap, isIconName } from './iconMap';

interface Props {
  /** A bootstrap-icons name from the icon map ("cloud-check"); an optional "bi-" prefix is accepted. */
  name: string;
  className?: string;
  /** Text for screen readers; without it the icon is decorative. */
  label?: string;
}

/** Inline SVG icon from build-time markup (trusted: it never comes from data, only its name does). */
export function Icon({ name, className = '', label }: Props) {
  const key = name.replace(/^bi-/, '');
  if (!isIconName(key)) return null;
  return (
    <span
      className={`icon ${className}`.trim()}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      dangerouslySetInnerHTML={{ __html: iconMap[key] }}
    />
  );
}
