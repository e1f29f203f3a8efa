import { SiteLink } from '@tekvana/shared';
import { careersRoutes } from '../../config/careersConfig';

/** An unknown or removed job id. */
export function OpeningUnavailable() {
  return (
    <div className="text-center py-4">
      <h2 className="h3">This opening is no longer available</h2>
      <p>It may have been filled or withdrawn. Have a look at our other roles.</p>
      <SiteLink className="btn btn-primary" to={careersRoutes().openings}>
        See all openings
      </SiteLink>
    </div>
  );
}
