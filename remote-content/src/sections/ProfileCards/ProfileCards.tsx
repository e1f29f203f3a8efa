import type { SectionProps } from '@tekvana/shared';
import { PersonPhoto } from '../../components/PersonPhoto/PersonPhoto';
import { SectionFrame } from '../../components/Section';
import './ProfileCards.css';

/** Leadership profiles: photo (or initials), name, role and vision statement. */
export default function ProfileCards({ section }: SectionProps<'PROFILE-CARDS'>) {
  return (
    <SectionFrame section={section} className="tk-section--alt" center>
      <ul className="row g-4 list-unstyled mb-0 justify-content-center">
        {(section.cardsData ?? []).map((person, index) => (
          <li className="col-12 col-md-6 col-lg-4" key={`${index}-${person.title}`}>
            <article className="tk-card tk-profile">
              <PersonPhoto src={person.icon} name={person.title} size={112} className="tk-profile__photo" />
              <h3 className="tk-card__title mt-4 mb-1">{person.title}</h3>
              <p className="tk-profile__role">{person.subTitle}</p>
              {person.vision && (
                <blockquote className="tk-profile__vision">
                  <p className="mb-0">{person.vision}</p>
                </blockquote>
              )}
            </article>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
