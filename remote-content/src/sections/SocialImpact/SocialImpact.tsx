import { SOCIAL_ROTATION_MS, type SectionProps } from '@tekvana/shared';
import { PlayPauseButton } from '../../components/PlayPauseButton/PlayPauseButton';
import { SectionFrame } from '../../components/Section';
import { useRotation } from '../../hooks/useRotation';
import './SocialImpact.css';
import { LazyImage } from '../../components/LazyImage/LazyImage';

/** Rotates a list left by `offset` places: the photo strip moves on by one each step. */
const rotate = <T,>(items: T[], offset: number) => items.map((_, index) => items[(index + offset) % items.length] as T);

/** Rows of photos of the company's social work; every 3 s each row moves on by one photo, with a pause control. */
export default function SocialImpact({ section }: SectionProps<'SOCIAL-IMPACT'>) {
  const rows = section.impact ?? [];
  const longest = Math.max(0, ...rows.map((row) => row.societyImages.length));
  const { index: offset, playing, togglePlaying } = useRotation(longest, SOCIAL_ROTATION_MS);
  return (
    <SectionFrame section={section} className="tk-social-impact" center>
      {longest > 1 && (
        <div className="tk-social-impact__control">
          <PlayPauseButton playing={playing} onToggle={togglePlaying} subject="impact photos" />
        </div>
      )}
      {rows.map((row, rowIndex) => {
        const photos = row.societyImages.map((src, photoIndex) => ({ src, photoIndex }));
        return (
          <div className="tk-social-impact__row" key={`${rowIndex}-${row.title}`}>
            <h3 className="tk-social-impact__title">{row.title}</h3>
            <ul className="tk-social-impact__photos list-unstyled">
              {rotate(photos, photos.length ? offset % photos.length : 0).map(({ src, photoIndex }) => (
                <li key={`${photoIndex}-${src}`}>
                  <LazyImage
                    className="tk-media tk-social-impact__photo"
                    src={src}
                    alt={`${row.title}, ${photoIndex + 1} of ${photos.length}`}
                    width={400}
                    height={300}
                  />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </SectionFrame>
  );
}
