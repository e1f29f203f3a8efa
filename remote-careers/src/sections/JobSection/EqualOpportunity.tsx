import { useQuery } from '@tanstack/react-query';
import { privacyContacts, type Opening } from '@tekvana/shared';
import { isUsOpening } from '@tekvana/contracts/careers';
import { organizationName } from '../../config/careersConfig';
import { countriesQuery } from '../../queries/careersQueries';

/**
 * Decision 063: the equal-opportunity statement US employers publish with their jobs, on US openings only, with
 * where to ask for an accommodation: the accessibility contact, the same the accessibility statement names
 * (decision 062).
 */
export function EqualOpportunity({ opening }: { opening: Opening }) {
  const countries = useQuery(countriesQuery).data;
  if (!countries || !isUsOpening(opening, countries)) return null;
  const contact = privacyContacts().accessibility;
  return (
    <section className="mt-4" aria-labelledby="equal-opportunity-heading">
      <h3 id="equal-opportunity-heading" className="h5">
        Equal opportunity
      </h3>
      <p>
        {organizationName()} is an equal opportunity employer. All qualified applicants are considered for employment
        without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability
        or protected veteran status.
      </p>
      <p className="mb-0">
        If you need an accommodation to apply or to interview, because of a disability or for another reason, write to{' '}
        <a href={`mailto:${contact}`}>{contact}</a> and tell us what would help.
      </p>
    </section>
  );
}
