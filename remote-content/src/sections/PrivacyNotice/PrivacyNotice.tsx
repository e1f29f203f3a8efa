import { applicantScreening, privacyContacts, privacySettings, type SectionProps } from '@tekvana/shared';
import { privacyNotice } from '@tekvana/contracts/privacyNotice';
import { NoticeText } from '@tekvana/shared/ui';
import { SectionFrame } from '../../components/Section';
import './PrivacyNotice.css';

/**
 * The privacy notice (decision 061), made from the settings in force: the retention period and the contacts of
 * the deploy config, and what the site keeps on the device. The page's data gives only its heading.
 */
export default function PrivacyNotice({ section }: SectionProps<'PRIVACY-NOTICE'>) {
  const topics = privacyNotice({
    retentionMonths: privacySettings().retentionMonths,
    contacts: privacyContacts(),
    screening: applicantScreening(),
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
