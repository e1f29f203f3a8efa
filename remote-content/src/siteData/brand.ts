import type { Brand } from '@tekvana/shared';

/** The one place the company's name lives (decision 006): every page and menu reads it from here. */
export const brand: Brand = {
  name: 'Tekvana Technologies',
  shortName: 'Tekvana',
  slug: 'tekvana',
  logoUrl: '/logo.svg',
};
