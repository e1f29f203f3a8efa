import { SiteLink, usePageHead } from '@tekvana/shared';
import { brandShortName, careersRoutes } from '../../config/careersConfig';
import { unavailableJobHead } from '@tekvana/contracts/careers';
import { SimilarOpenings } from './SimilarOpenings';

/** An unknown or removed job id: said plainly, with the way back to the search and a few open roles. */
export function OpeningUnavailable() {
  usePageHead(unavailableJobHead(brandShortName()));
  return (
    <>
      <div className="text-center py-4">
        <h2 className="h3">This opening is no longer available</h2>
        <p>It may have been filled or withdrawn. Have a look at our other roles.</p>
        <SiteLink className="btn btn-primary" to={careersRoutes().openings}>
          See all openings
        </SiteLink>
      </div>
      <SimilarOpenings />
    </>
  );
}
