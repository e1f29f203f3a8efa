import type { SectionProps } from '@tekvana/shared';
import { SectionHeader, sectionHeadingId } from '../../components/Section';
import { ContactForm } from './ContactForm';
import { OurLocations } from './OurLocations';
import './ContactUs.css';

/** The contact form beside the company's offices ("Our Locations"). */
export default function ContactUs({ section }: SectionProps<'CONTACT-US'>) {
  const headingId = sectionHeadingId(section);
  const locations = section.locations ?? [];
  return (
    <section className="tk-section tk-section--alt tk-contact" aria-labelledby={headingId}>
      <div className="container-xl">
        <div className="row g-4 g-lg-5">
          <div className={locations.length ? 'col-12 col-lg-7' : 'col-12 col-lg-8 mx-auto'}>
            <div className="tk-contact__card">
              <SectionHeader
                heading={section.heading ?? 'Send us a message'}
                subHeading={section.subHeading}
                id={headingId}
              />
              <ContactForm />
            </div>
          </div>
          {locations.length > 0 && (
            <div className="col-12 col-lg-5">
              <OurLocations locations={locations} headingId={`${headingId}-locations`} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
