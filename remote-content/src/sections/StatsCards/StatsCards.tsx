import { useRef } from 'react';
import type { SectionProps } from '@tekvana/shared';
import { SectionFrame } from '../../components/Section';
import { useInView } from '@tekvana/shared/ui';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { StatCard } from './StatCard';
import './StatsCards.css';

/** Four statistics that count up from 0 over 2 s once scrolled into view (at once with reduced motion). */
export default function StatsCards({ section }: SectionProps<'STATS-CARDS'>) {
  const listRef = useRef<HTMLUListElement>(null);
  const inView = useInView(listRef);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <SectionFrame section={section} className="tk-section--dark tk-stats" center>
      <ul className="row g-4 list-unstyled mb-0" ref={listRef}>
        {(section.stats ?? []).map((stat, index) => (
          <li className="col-12 col-sm-6 col-lg-3" key={`${index}-${stat.title}`}>
            <StatCard stat={stat} started={inView} reducedMotion={reducedMotion} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
