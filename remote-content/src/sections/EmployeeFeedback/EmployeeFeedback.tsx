import type { SectionProps } from '@tekvana/shared';
import { Icon } from '../../components/Icon/Icon';
import { PersonPhoto } from '../../components/PersonPhoto/PersonPhoto';
import { SectionFrame } from '../../components/Section';
import './EmployeeFeedback.css';

/** What employees say: quote, photo (or initials), name and position, four cards. */
export default function EmployeeFeedback({ section }: SectionProps<'EMPLOYEE-FEEDBACK'>) {
  return (
    <SectionFrame section={section} className="tk-section--alt" center>
      <ul className="row g-4 list-unstyled mb-0">
        {(section.feedback ?? []).map((item) => (
          <li className="col-12 col-md-6 col-xl-3" key={item.id}>
            <figure className="tk-card tk-feedback">
              <Icon name="quote" className="tk-feedback__mark" />
              <blockquote className="tk-feedback__text">
                <p className="mb-0">{item.text}</p>
              </blockquote>
              <figcaption className="tk-feedback__person">
                <PersonPhoto src={item.imageUrl} name={item.name} size={56} />
                <span>
                  <span className="tk-feedback__name">{item.name}</span>
                  <span className="tk-feedback__position">{item.position}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
