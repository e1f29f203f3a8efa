import { render, screen } from '@testing-library/react';
import type { Section } from '@tekvana/shared';
import { SectionFrame } from './SectionFrame';

const section: Section = { order: 3, type: 'TEXT-WITH-CARDS', heading: 'What we do', subHeading: 'In short' };

describe('SectionFrame', () => {
  it('labels the section by its h2, with the lead line under it and the content after', () => {
    const { container } = render(
      <SectionFrame section={section} className="tk-section--alt" center>
        <p>Body</p>
      </SectionFrame>,
    );
    const region = screen.getByRole('region', { name: 'What we do' });
    expect(region).toHaveClass('tk-section', 'tk-section--alt');
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'text-with-cards-3-heading');
    expect(container.querySelector('.container-xl > .tk-section__header--center + p')).toHaveTextContent('Body');
    expect(screen.getByText('In short')).toHaveClass('tk-section__lead');
  });

  it('has no label and no header without a heading or lead line', () => {
    const { container } = render(<SectionFrame section={{ order: 1, type: 'FAQ-SECTION' }}>Body</SectionFrame>);
    expect(container.querySelector('section')).not.toHaveAttribute('aria-labelledby');
    expect(container.querySelector('header')).toBeNull();
  });

  it('puts the header and text beside the aside, or across the row without one', () => {
    const { container, rerender } = render(
      <SectionFrame section={section} columns={{ text: 7, centered: true }} aside={<img alt="" />}>
        <p>Text</p>
      </SectionFrame>,
    );
    const [text, aside] = container.querySelectorAll('.row.align-items-center > div');
    expect(text).toHaveClass('col-12', 'col-lg-7');
    expect(text?.querySelector('header + p')).toHaveTextContent('Text');
    expect(aside).toHaveClass('col-12', 'col-lg-5');
    rerender(
      <SectionFrame section={section} columns={{ text: 5, centered: false }}>
        <p>Text</p>
      </SectionFrame>,
    );
    expect(container.querySelector('.row')).not.toHaveClass('align-items-center');
    expect(container.querySelectorAll('.row > div')).toHaveLength(1);
    expect(container.querySelector('.row > div')).toHaveClass('col-12');
    expect(container.querySelector('.row > div')).not.toHaveClass('col-lg-5');
  });

  it('can hold its content in an article with its own class', () => {
    const { container } = render(
      <SectionFrame section={section} as="article" containerClassName="tk-press">
        Body
      </SectionFrame>,
    );
    expect(container.querySelector('section > article.container-xl.tk-press > header')).not.toBeNull();
  });
});
