import { render, screen } from '@testing-library/react';
import TitleSection from './TitleSection';

describe('TitleSection', () => {
  it('renders the heading as the page heading and the lead line', () => {
    render(
      <TitleSection section={{ order: 1, type: 'TITLE-SECTION', heading: 'Our Journey', subHeading: 'Since 2011' }} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Our Journey' })).toBeInTheDocument();
    expect(screen.getByText('Since 2011')).toBeInTheDocument();
  });

  it('leaves the lead out when there is none', () => {
    const { container } = render(<TitleSection section={{ order: 1, type: 'TITLE-SECTION', heading: 'DEI' }} />);
    expect(container.querySelector('.title-section__lead')).toBeNull();
  });
});
