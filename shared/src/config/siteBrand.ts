import type { Brand } from '@tekvana/contracts';

let current: Brand | undefined;

/**
 * The brand of the site data, published by the shell once the site data is loaded. The shared package is one copy
 * for the whole page, so a remote reads the brand here instead of reaching into the shell's storage (decision 006:
 * the brand lives in one place, the site data).
 */
export function publishSiteBrand(brand: Brand): void {
  current = brand;
}

/** The published brand; undefined on a remote's standalone page, which has no site data. */
export function siteBrand(): Brand | undefined {
  return current;
}
