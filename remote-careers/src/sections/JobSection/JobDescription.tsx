import { applicantScreening, privacyContacts, type Opening, type SectionOf } from '@tekvana/shared';
import { educationText, experienceText, screeningStatement, vacancyText } from '@tekvana/contracts/careers';
import { NoticeText } from '@tekvana/shared/ui';
import { openingField } from '../../opening/openingField';
import { openingTermsTexts } from '../../opening/openingTermsText';
import { useTermsReader } from '../../opening/useTermsReader';

interface Props {
  section: SectionOf<'JOB-SECTION'>;
  opening: Opening;
  /** The sanitized HTML of each description field, in the order the section names them. */
  htmlBlocks: { field: string; html: string }[];
}

/** The SPEC's rate field: its key detail shows a structured pay range instead, when there is a valid one. */
const RATE_FIELD = 'PSTN_RATE';

/**
 * Left column: the section heading, the configured key details, the opening's terms (decision 059: posted, apply
 * by, sponsorship, and the pay when no key detail shows it), what it is and asks for (decision 081: vacancy or
 * talent pool, experience, education), how applications are read, the job description HTML and the benefits.
 */
export function JobDescription({ section, opening, htmlBlocks }: Props) {
  const terms = openingTermsTexts(opening, useTermsReader());
  const details = section.keyDetails
    .map((detail) => ({
      label: detail.label,
      value: detail.field === RATE_FIELD ? terms.pay : openingField(opening, detail.field),
    }))
    .filter((d) => d.value);
  const payInDetails = section.keyDetails.some((detail) => detail.field === RATE_FIELD);
  const facts = Object.entries({
    posted: terms.posted,
    applyBy: terms.applyBy,
    pay: payInDetails ? undefined : terms.pay,
    sponsorship: terms.sponsorship,
    // Decision 081: what the opening is (a vacancy today or a talent pool) and what it asks for.
    vacancy: vacancyText(opening),
    experience: experienceText(opening),
    education: educationText(opening),
  }).filter((fact): fact is [string, string] => Boolean(fact[1]));
  return (
    <>
      {section.heading && <h2 className="h3">{section.heading}</h2>}
      {details.length > 0 && (
        <dl className="job-key-details">
          {details.map((detail) => (
            <div key={detail.label} className="job-key-details__item">
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {facts.length > 0 && (
        <ul className="job-terms" aria-label="Job terms">
          {facts.map(([kind, text]) => (
            <li key={kind}>{text}</li>
          ))}
        </ul>
      )}
      <p className="job-screening">
        <NoticeText paragraph={screeningStatement(applicantScreening(), privacyContacts().privacy)} />
      </p>
      {htmlBlocks.map((block) => (
        <div key={block.field} className="job-description" dangerouslySetInnerHTML={{ __html: block.html }} />
      ))}
      {opening.BENEFITS && (
        <>
          <h3 className="job-benefits__heading">Benefits</h3>
          <p className="job-benefits">{opening.BENEFITS}</p>
        </>
      )}
    </>
  );
}
