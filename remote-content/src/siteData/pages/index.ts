import type { Page } from '@tekvana/shared';
import { careersPages } from './careers';
import { generalPages } from './general';

/** Slug -> page. Pages are grouped in files by area; a slug must appear in only one of them. */
export const pages: Record<string, Page> = { ...generalPages, ...careersPages };
