import facebook from 'bootstrap-icons/icons/facebook.svg?url';
import instagram from 'bootstrap-icons/icons/instagram.svg?url';
import linkedin from 'bootstrap-icons/icons/linkedin.svg?url';
import x from 'bootstrap-icons/icons/twitter-x.svg?url';
import youtube from 'bootstrap-icons/icons/youtube.svg?url';
import type { SocialNetwork } from '@tekvana/shared';
import { MaskIcon } from '@tekvana/shared/ui';

// Files, not inlined markup: the footer is on every page, and its five icons were 1.5 kB of each pre-rendered page
// after compression, enough to push the home page past the first round trip (decision 045).
const icons: Record<SocialNetwork, string> = { facebook, instagram, linkedin, x, youtube };

export const socialLabels: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  youtube: 'YouTube',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <MaskIcon url={icons[network]} className="social-icon" />;
}
