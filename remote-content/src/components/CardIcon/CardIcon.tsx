import { Icon } from '../Icon/Icon';
import './CardIcon.css';
import { LazyImage } from '../LazyImage/LazyImage';

interface Props {
  /** A bootstrap-icons name ("cloud", "bi-cloud") or an image URL. */
  icon?: string;
}

const looksLikeUrl = (value: string) =>
  /^(https?:|data:|\/|\.{1,2}\/)/.test(value) || /\.(svg|png|jpe?g|webp|gif)(\?|$)/i.test(value);

/** The round badge at the top of a card: an inline icon, or a small decorative image. */
export function CardIcon({ icon }: Props) {
  if (!icon) return null;
  return (
    <span className="card-icon" aria-hidden="true">
      {looksLikeUrl(icon) ? <LazyImage src={icon} alt="" width={32} height={32} /> : <Icon name={icon} />}
    </span>
  );
}
