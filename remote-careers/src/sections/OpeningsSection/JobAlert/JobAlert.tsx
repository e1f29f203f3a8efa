import type { Country } from '@tekvana/shared';
import type { JobAlertFilter } from '@tekvana/contracts/careers';
import { DisclosureSection } from '../../../components/DisclosureSection';
import { LazyPanel } from '../../../components/LazyPanel';

const loadForm = () => import('./JobAlertForm');

/** "Get new openings by e-mail": opens the job alert form for the list's current filters (decision 032). */
export function JobAlert({ filter, countries }: { filter: JobAlertFilter; countries: readonly Country[] }) {
  return (
    <DisclosureSection
      heading="Get new openings by e-mail"
      intro="We mail you new openings that match the filters above, at most once a day."
      buttonLabel="Create a job alert"
    >
      {() => <LazyPanel load={loadForm} props={{ filter, countries }} loadingLabel="Loading the form…" />}
    </DisclosureSection>
  );
}
