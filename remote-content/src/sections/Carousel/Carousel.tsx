import { CAROUSEL_INTERVAL_MS, type SectionProps } from '@tekvana/shared';
import { PlayPauseButton } from '../../components/PlayPauseButton/PlayPauseButton';
import { useRotation } from '../../hooks/useRotation';
import './Carousel.css';

/**
 * Hero slideshow, the first section of a page: it supplies the page's h1 (section.heading when set, else the
 * first slide's heading). Advances every 7 s with a pause control; reduced motion keeps it still.
 */
export default function Carousel({ section }: SectionProps<'CAROUSEL'>) {
  const slides = section.carouselData ?? [];
  const { index, playing, togglePlaying } = useRotation(slides.length, CAROUSEL_INTERVAL_MS);
  const firstSlide = slides[0];
  if (!firstSlide) return null;
  const sectionHeading = section.heading;

  return (
    <section className="tk-carousel" aria-roledescription="carousel" aria-label={sectionHeading ?? firstSlide.heading}>
      {sectionHeading && <h1 className="visually-hidden">{sectionHeading}</h1>}
      {/* Announce slide changes only when the visitor moves them, never while they turn on their own. */}
      <div className="tk-carousel__slides" aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, slideIndex) => {
          const active = slideIndex === index;
          const Heading = slideIndex === 0 && !sectionHeading ? 'h1' : 'h2';
          return (
            <div
              key={`${slideIndex}-${slide.heading}`}
              className={`tk-carousel__slide${active ? ' is-active' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${slides.length}`}
              aria-hidden={!active}
            >
              {slide.imageUrl && (
                <img
                  className="tk-carousel__image"
                  src={slide.imageUrl}
                  alt=""
                  width={1600}
                  height={900}
                  loading={slideIndex === 0 ? 'eager' : 'lazy'}
                  fetchPriority={slideIndex === 0 ? 'high' : 'auto'}
                  decoding="async"
                />
              )}
              <div className="tk-carousel__overlay" />
              <div className="container-xl tk-carousel__content">
                <Heading className="tk-carousel__heading">{slide.heading}</Heading>
                {slide.subHeading && <p className="tk-carousel__subheading">{slide.subHeading}</p>}
                {slide.supportText?.map((text, textIndex) => (
                  <p className="tk-carousel__text" key={textIndex}>
                    {text}
                  </p>
                ))}
              </div>
            </div>
          );
        })}
      </div>
      {slides.length > 1 && (
        <div className="container-xl tk-carousel__controls">
          <PlayPauseButton playing={playing} onToggle={togglePlaying} subject="slideshow" />
          <ol className="tk-carousel__dots" aria-hidden="true">
            {slides.map((slide, slideIndex) => (
              <li key={`${slideIndex}-${slide.heading}`} className={slideIndex === index ? 'is-active' : undefined} />
            ))}
          </ol>
          <span className="visually-hidden">{`Slide ${index + 1} of ${slides.length}`}</span>
        </div>
      )}
    </section>
  );
}
