import type { SectionProps } from '@tekvana/shared';
import { InternshipForm } from './form/InternshipForm';
import { KeyDetailsList } from './KeyDetailsList';
import './InternshipFormSection.css';

const HEADING_ID = 'internship-form-heading';

/** The internship application section of the five internship pages and the apply page. */
export default function InternshipFormSection({ section }: SectionProps<'INTERNSHIP-FORM'>) {
  return (
    <section className="internship-form-section" aria-labelledby={section.heading ? HEADING_ID : undefined}>
      <div className="container-xl">
        <header className="internship-form-section__intro">
          {section.heading && <h2 id={HEADING_ID}>{section.heading}</h2>}
          {section.subHeading && <p className="internship-form-section__lead">{section.subHeading}</p>}
          <KeyDetailsList details={section.keyDetails} />
        </header>
        <div className="internship-form-section__card">
          <InternshipForm />
        </div>
      </div>
    </section>
  );
}
