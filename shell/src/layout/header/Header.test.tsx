import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from '../../testing/renderWithSite';
import { Header } from './Header';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('Header', () => {
  it('links the brand to /home and becomes solid only after 50 px of scroll', () => {
    renderWithSite(<Header />);
    expect(screen.getByRole('link', { name: 'Tekvana Technologies, home' })).toHaveAttribute('href', '/home');
    const header = screen.getByRole('banner');
    scrollTo(50);
    expect(header).not.toHaveClass('site-header--solid');
    scrollTo(51);
    expect(header).toHaveClass('site-header--solid');
    scrollTo(0);
    expect(header).not.toHaveClass('site-header--solid');
  });

  it('opens a dropdown from the keyboard, shows the third level as a group, and closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithSite(<Header />);
    const toggle = screen.getByRole('button', { name: 'Services' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Migration' })).toHaveAttribute('href', '/cloud-services/cloud-migration');
    expect(screen.getByRole('link', { name: /QA product/ })).toHaveAttribute('rel', 'noopener noreferrer');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('opens dropdowns on hover', async () => {
    const user = userEvent.setup();
    renderWithSite(<Header />);
    const toggle = screen.getByRole('button', { name: 'Services' });
    await user.hover(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows both menus and collapses behind a toggle for small screens', async () => {
    const user = userEvent.setup();
    renderWithSite(<Header />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'AI solutions' })).toBeInTheDocument();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});
