import { MaskIcon } from '@tekvana/shared/ui';
import { iconMap, isIconName } from './iconMap';

interface Props {
  /** A bootstrap-icons name from the icon map ("cloud-check"); an optional "bi-" prefix is accepted. */
  name: string;
  className?: string;
  /** Text for screen readers; without it the icon is decorative. */
  label?: string;
}

/**
 * A content icon by name, as a file fetched when shown (decision 025). Only the slideshow's two button icons are in
 * the script, as data URLs, because they are on the first screen (decision 036).
 */
export function Icon({ name, className, label }: Props) {
  const key = name.replace(/^bi-/, '');
  if (!isIconName(key)) return null;
  return <MaskIcon url={iconMap[key]} className={className} label={label} />;
}
