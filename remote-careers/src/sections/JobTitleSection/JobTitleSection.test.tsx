import { render, screen } from '@testing-library/react';
import JobTitleSection from './JobTitleSection';

describe('JobTitleSection', () => {
  it('shows the heading and subheading', () => {
    render(<JobTitleSection section={{ order: 1, type: 'JOB-TITLE-SECTION', heading: 'Join our team', subHeading: 'Open roles' }} />);
    expect(screen.getByRole('heading', { name: 'Join our team' })).toBeInTheDocument();
    expect(screen.getByText('Open roles')).toBeInTheDocument();
  });
});
