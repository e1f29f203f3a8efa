import { render, screen } from '@testing-library/react';
import ProfileCards from './ProfileCards';

describe('ProfileCards', () => {
  it('renders name, role and vision, with a photo or an initials avatar', () => {
    render(
      <ProfileCards
        section={{
          order: 2,
          type: 'PROFILE-CARDS',
          heading: 'Leadership',
          cardsData: [
            {
              icon: '/ceo.jpg',
              title: 'Meera Kulkarni',
              subTitle: 'Chief Executive Officer',
              vision: 'Technology that serves people.',
            },
            {
              icon: '',
              title: 'Rahul Verma',
              subTitle: 'Chief Technology Officer',
              vision: 'Engineering without shortcuts.',
            },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Meera Kulkarni' })).toBeInTheDocument();
    expect(screen.getByText('Chief Technology Officer')).toBeInTheDocument();
    expect(screen.getByText('Engineering without shortcuts.')).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'Meera Kulkarni' });
    expect(photo.tagName).toBe('IMG');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '112');
    const avatar = screen.getByRole('img', { name: 'Rahul Verma' });
    expect(avatar.tagName).toBe('SPAN');
    expect(avatar).toHaveTextContent('RV');
  });
});
