import { screen } from '@testing-library/react';
import { renderWithSite } from '../../testing/renderWithSite';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows link columns, social links, the current year and a privacy link opening in a new tab', () => {
    renderWithSite(<Footer />);
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('target', '_blank');
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Tekvana Technologies. All rights reserved.`),
    ).toBeInTheDocument();
    const privacy = screen.getByRole('link', { name: /Privacy Policy/ });
    expect(privacy).toHaveAttribute('href', '/privacy-policy');
    expect(privacy).toHaveAttribute('target', '_blank');
  });
});
