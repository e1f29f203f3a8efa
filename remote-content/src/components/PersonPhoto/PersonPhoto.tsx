import { avatarColourOf, initialsOf } from './initials';
import './PersonPhoto.css';
import { LazyImage } from '../LazyImage/LazyImage';

interface Props {
  /** Photo URL; empty or missing shows the initials avatar. */
  src?: string;
  name: string;
  size: number;
  className?: string;
}

/** A person's round photo, or an initials avatar in the brand palette when there is none. */
export function PersonPhoto({ src, name, size, className = '' }: Props) {
  const classes = `person-photo ${className}`.trim();
  if (src) {
    return <LazyImage className={classes} src={src} alt={name} width={size} height={size} />;
  }
  return (
    <span
      className={`${classes} person-photo--initials`}
      role="img"
      aria-label={name}
      style={{ width: size, height: size, background: avatarColourOf(name), fontSize: size * 0.38 }}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
