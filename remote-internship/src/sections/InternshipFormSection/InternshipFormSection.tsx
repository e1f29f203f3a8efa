import type { SectionProps } from '@tekvana/shared';

/** The internship application form (first fields; the internship issue completes it). */
export default function InternshipFormSection({ section }: SectionProps) {
  return (
    <section className="internship-form-section py-5">
      <div className="container-xl">
        <h2>{section.heading}</h2>
        <form className="row g-3" noValidate={false}>
          <div className="col-md-6">
            <label htmlFor="internship-firstName" className="form-label">
              First name
            </label>
            <input id="internship-firstName" name="firstName" className="form-control" required maxLength={100} />
          </div>
          <div className="col-md-6">
            <label htmlFor="internship-lastName" className="form-label">
              Last name
            </label>
            <input id="internship-lastName" name="lastName" className="form-control" required maxLength={100} />
          </div>
        </form>
      </div>
    </section>
  );
}
