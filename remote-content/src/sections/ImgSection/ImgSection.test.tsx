import { render, screen } from '@testing-library/react';
import ImgSection from './ImgSection';

describe('ImgSection', () => {
  it('lays the heading and text over a lazy image with fixed dimensions', () => {
    render(
      <ImgSection
        section={{ order: 3, type: 'IMG-SECTION', imageUrl: '/office.svg', heading: 'Built in India', subHeading: 'Since 2011', supportText: ['One', 'Two'] }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Built in India' })).toBeInTheDocument();
    expect(screen.getByText('Since 2011')).toBeInTheDocument();
    expect(screen.getByText('Two')).toBeInTheDocument();
    const image = document.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('alt', '');
  });

  it('keeps its backdrop without an image', () => {
    render(<ImgSection section={{ order: 3, type: 'IMG-SECTION', heading: 'Only text' }} />);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Only text' })).toBeInTheDocument();
  });
});
