import { render, screen } from '@testing-library/react';
import TextWithVerticalImage from './TextWithVerticalImage';

describe('TextWithVerticalImage', () => {
  it('renders every paragraph and a described, lazy image', () => {
    render(
      <TextWithVerticalImage
        section={{
          order: 2,
          type: 'TEXT-WITH-VERTICAL-IMAGE',
          heading: 'DevOps',
          subHeading: 'Ship daily',
          supportText: ['Pipelines.', 'Observability.', 'Culture.'],
          imageUrl: '/devops.svg',
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'DevOps' })).toBeInTheDocument();
    expect(screen.getAllByText(/\.$/)).toHaveLength(3);
    const image = screen.getByRole('img', { name: 'Illustration: DevOps' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('height', '760');
  });

  it('uses the full width without an image', () => {
    render(<TextWithVerticalImage section={{ order: 2, type: 'TEXT-WITH-VERTICAL-IMAGE', heading: 'Only text' }} />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
