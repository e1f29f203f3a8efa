import { privacyContacts, type SectionProps } from '@tekvana/shared';
import { SectionFrame } from '../../components/Section';

/**
 * Where to ask for an accommodation or another format (decision 062): the page's words, then the deploy config's
 * accessibility contact, so a deploy that moves the address moves it here too.
 */
export default function AccessibilityContact({ section }: SectionProps<'ACCESSIBILITY-CONTACT'>) {
  const email = privacyContacts().accessibility;
  return (
    <SectionFrame section={section}>
      <div className="tk-section__text">
        {section.supportText?.map((paragraph, index) => (
          // Paragraphs are static content without ids; their order never changes.
          <p key={index}>{paragraph}</p>
        ))}
        <p>
          Write to <a href={`mailto:${email}`}>{email}</a>, and say which page or form it is about and what would help.
        </p>
      </div>
    </SectionFrame>
  );
}
