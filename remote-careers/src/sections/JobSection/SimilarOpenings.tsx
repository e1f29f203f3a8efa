import { useId, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SiteLink, type Opening } from '@tekvana/shared';
import { LoadingIndicator, useInView } from '@tekvana/shared/ui';
import { jobDescriptionHref, OPENINGS_LIST_PATH } from '../../config/careersConfig';
import { similarCandidatesQuery } from './similarCandidates';
import { newestOpenings, similarOpenings } from './similarOpenings';

interface Props {
  /** The page's job; without one (the job is gone) the newest open roles are offered instead. */
  opening?: Opening;
}

/** Where the list starts loading: a screen ahead of the visitor, so it is there when they reach it. */
const LOAD_AHEAD = '600px 0px';

/**
 * A few open roles related to the page's job, below it, from a few small searches (decision 056) asked only when the
 * visitor nears this part of the page: it is not on the first screen.
 */
export function SimilarOpenings({ opening }: Props) {
  const headingId = useId();
  const box = useRef<HTMLElement>(null);
  const near = useInView(box, 0, LOAD_AHEAD);
  const list = useQuery({ ...similarCandidatesQuery(OPENINGS_LIST_PATH, opening), enabled: near });
  // Only once near: the served copy and the first render in the browser have the heading alone, whatever the cache
  // holds (the pre-render step's browser may have loaded the list).
  const data = near ? list.data : undefined;
  const suggested = data && (opening ? similarOpenings(opening, data) : newestOpenings(data));
  const heading = opening ? 'Similar openings' : 'Open roles';
  return (
    <section ref={box} className="similar-openings" aria-labelledby={headingId}>
      <h2 id={headingId} className="h4">
        {heading}
      </h2>
      {near && !suggested && !list.isError && <LoadingIndicator label="Loading openings…" inline />}
      {near && list.isError && <p>The openings could not be loaded.</p>}
      {suggested?.length === 0 && <p>No similar openings right now.</p>}
      {suggested && suggested.length > 0 && (
        <ul className="similar-openings__list">
          {suggested.map((other) => (
            <li key={other.REQ_ID} className="similar-openings__item">
              <SiteLink to={jobDescriptionHref(other.REQ_ID)} className="similar-openings__title">
                {other.PSTN_TITLE}
              </SiteLink>
              <span className="similar-openings__facts">
                {[other.PSTN_LCTN, other.WORK_LOCATION_PREFERENCE, other.PSTN_TYP].join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
