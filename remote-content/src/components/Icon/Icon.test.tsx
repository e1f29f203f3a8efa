import { render, screen } from '@testing-library/react';
import { Icon } from './Icon';

describe('Icon', () => {
  it('renders a known icon, with or without the bi- prefix, as decorative by default', () => {
    const { container } = render(
      <>
        <Icon name="cloud" />
        <Icon name="bi-cloud" />
      </>,
    );
    const icons = container.querySelectorAll('.icon');
    expect(icons).toHaveLength(2);
    expect(icons[0]).toHaveAttribute('aria-hidden', 'true');
  });

  it('names a meaningful icon for screen readers and ignores unknown names', () => {
    const { container } = render(
      <>
        <Icon name="envelope" label="E-mail" />
        <Icon name="no-such-icon" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'E-mail' })).toBeInTheDocument();
    expect(container.querySelectorAll('.icon')).toHaveLength(1);
  });
});
