import { MESSAGES, type SectionProps } from '@tekvana/shared';
import { SectionFrame, SupportText } from '../../components/Section';
import { hashtagText, hashtagUrl } from './hashtagUrl';
import './PressRelease.css';
import { LazyImage } from '../../components/LazyImage/LazyImage';

/** A press release: headline, source and date line, linked image, content blocks and hashtags. */
export default function PressRelease({ section }: SectionProps<'PRESS-RELEASE'>) {
  const release = section.pressrelease;
  if (!release) {
    return (
      <section className="tk-section">
        <div className="container-xl">
          <p className="tk-empty">{MESSAGES.noPressRelease}</p>
        </div>
      </section>
    );
  }
  const heading = section.heading ?? release.title;
  const image = section.imageUrl && (
    <LazyImage
      className="tk-media tk-press__image"
      src={section.imageUrl}
      alt={section.targetUrl ? `${heading}: read the original coverage (opens in a new tab)` : heading}
      width={960}
      height={540}
    />
  );
  return (
    <SectionFrame section={section} heading={heading} as="article" containerClassName="tk-press">
      <SupportText paragraphs={section.supportText} className="tk-press__source" />
      {image &&
        (section.targetUrl ? (
          <a href={section.targetUrl} target="_blank" rel="noopener noreferrer" className="tk-press__image-link">
            {image}
          </a>
        ) : (
          image
        ))}
      {release.title && release.title !== heading && <p className="tk-press__title">{release.title}</p>}
      {release.content.map((block, index) => (
        <div className="tk-press__block" key={`${index}-${block.heading}`}>
          <h3 className="tk-press__block-heading">{block.heading}</h3>
          {block.subheading.map((paragraph, paragraphIndex) => (
            <p key={paragraphIndex}>{paragraph}</p>
          ))}
        </div>
      ))}
      {release.hashtags.length > 0 && (
        <ul className="tk-press__hashtags list-unstyled" aria-label="Hashtags">
          {release.hashtags.map((tag) => (
            <li key={tag}>
              <a href={hashtagUrl(tag)} target="_blank" rel="noopener noreferrer">
                {hashtagText(tag)}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </SectionFrame>
  );
}
