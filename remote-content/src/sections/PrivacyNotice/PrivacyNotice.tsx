import { privacyContacts, privacySettings, type SectionProps } from '@tekvana/shared';
import { privacyNotice, type NoticeParagraph } from '@tekvana/contracts/privacyNotice';
import { SectionFrame } from '../../components/Section';
import './PrivacyNotice.css';

/** A notice paragraph's text, its e-mail addresses as mailto: links. */
function NoticeText({ paragraph }: { paragraph: NoticeParagraph }) {
  return paragraph.map((part, index) =>
    // Parts are fixed text without ids; their order never changes.
    typeof part === 'string' ? (
      part
    ) : (
      <a key={index} href={`mailto:${part.email}`}>
        {part.email}
      </a>
    ),
  );
}

/**
 * The privacy notice (decision 061), made from the settings in force: the retention period and the contacts of
 * the deploy config, and what the site keeps on the device. The page's data gives only its heading.
 */
export default function PrivacyNotice({ section }: SectionProps<'PRIVACY-NOTICE'>) {
  const topics = privacyNotice({
    retentionMonths: privacySettings().retentionMonths,
    contacts: privacyContacts(),
  });
  return (
    <SectionFrame section={section} className="tk-privacy-notice">
      {topics.map((topic) => (
        <div key={topic.id} className="tk-privacy-notice__topic">
          <h3 id={`privacy-${topic.id}`} className="tk-privacy-notice__title">
            {topic.title}
          </h3>
          {topic.paragraphs.map((paragraph, index) => (
            <p key={index}>
              <NoticeText paragraph={paragraph} />
            </p>
          ))}
          {topic.items && (
            <ul>
              {topic.items.map((item, index) => (
                <li key={index}>
                  <NoticeText paragraph={item} />
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </SectionFrame>
  );
}
