import { DisclosureSection } from '../../components/DisclosureSection';
import { LazyPanel } from '../../components/LazyPanel';

const loadPanel = () => import('./GeneralApplication/GeneralApplicationPanel');

/**
 * Below the openings: a way to send a resume when no opening fits (decision 031). The form's code and the form
 * layer load only when the visitor opens it, so the openings page's first load stays as it was.
 */
export function NoRoleFits() {
  return (
    <DisclosureSection
      heading="No role that fits?"
      intro="Send us your resume and we will consider you for roles in the areas you choose."
      buttonLabel="Send us your resume"
    >
      {(openings) => <LazyPanel load={loadPanel} props={{ focusRequest: openings }} loadingLabel="Loading the form…" />}
    </DisclosureSection>
  );
}
