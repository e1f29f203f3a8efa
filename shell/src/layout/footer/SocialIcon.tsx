import facebook from 'bootstrap-icons/icons/facebook.svg';
import instagram from 'bootstrap-icons/icons/instagram.svg';
import linkedin from 'bootstrap-icons/icons/linkedin.svg';
import x from 'bootstrap-icons/icons/twitter-x.svg';
import youtube from 'bootstrap-icons/icons/youtube.svg';
import type { SocialNetwork } from '@tekvana/shared';

const icons: Record<SocialNetwork, string> = { facebook, instagram, linkedin, x, youtube };

export const socialLabels: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  youtube: 'YouTube',
};

/** Build-time SVG markup from bootstrap-icons (trusted: it never comes from data). */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <span className="social-icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: icons[network] }} />;
}
