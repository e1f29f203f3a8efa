import type { SectionProps } from '@tekvana/shared';
import { SectionFrame } from '../../components/Section';
import { ValueRow } from './ValueRow';
import './CompanyValues.css';

/** The company's values, one row each, text and image swapping sides from row to row. */
export default function CompanyValues({ section }: SectionProps<'COMPANY-VALUES'>) {
  return (
    <SectionFrame section={section} center>
      <ul className="list-unstyled mb-0 tk-values">
        {(section.values ?? []).map((value, index) => (
          <ValueRow key={`${index}-${value.title}`} value={value} reversed={index % 2 === 1} />
        ))}
      </ul>
    </SectionFrame>
  );
}
