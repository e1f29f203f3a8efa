import { useRef } from 'react';
import type { ValueItem } from '@tekvana/shared';
import { useInView } from '@tekvana/shared/ui';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { LazyImage } from '../../components/LazyImage/LazyImage';

interface Props {
  value: ValueItem;
  /** Odd rows put the image first, so the sides alternate. */
  reversed: boolean;
}

/** One value: its text fades in when scrolled into view (shown at once with reduced motion). */
export function ValueRow({ value, reversed }: Props) {
  const textRef = useRef<HTMLDivElement>(null);
  const seen = useInView(textRef, 0.2);
  const reducedMotion = usePrefersReducedMotion();
  const visible = seen || reducedMotion;
  return (
    <li className={`row g-4 g-lg-5 align-items-center tk-value${reversed ? ' flex-lg-row-reverse' : ''}`}>
      <div className="col-12 col-lg-6">
        <div ref={textRef} className={`tk-value__text${visible ? ' is-visible' : ''}`}>
          <h3 className="tk-value__title">{value.title}</h3>
          <p className="tk-value__description">{value.description}</p>
        </div>
      </div>
      <div className="col-12 col-lg-6">
        {value.img && (
          <LazyImage className="tk-media tk-value__image" src={value.img} alt={value.title} width={640} height={420} />
        )}
      </div>
    </li>
  );
}
