import { Icon } from '../Icon/Icon';
import './PlayPauseButton.css';

interface Props {
  playing: boolean;
  onToggle: () => void;
  /** What moves, for the button's name ("slideshow", "impact photos"). */
  subject: string;
  className?: string;
}

/** The visible pause control for anything that moves on its own (WCAG 2.2.2). */
export function PlayPauseButton({ playing, onToggle, subject, className = '' }: Props) {
  const label = `${playing ? 'Pause' : 'Play'} ${subject}`;
  return (
    <button
      type="button"
      className={`play-pause-button ${className}`.trim()}
      onClick={onToggle}
      aria-label={label}
      title={label}
    >
      <Icon name={playing ? 'pause-fill' : 'play-fill'} />
    </button>
  );
}
