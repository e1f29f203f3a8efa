import type { Page } from '@tekvana/shared';
import { aboutPages } from './about';
import { aiPages } from './ai';
import { aiSolutionPages } from './aiSolutions';
import { careersPages } from './careers';
import { cloudPages } from './cloud';
import { contactPages } from './contact';
import { engineeringPages } from './engineering';
import { homePages } from './home';
import { internshipPages } from './internships';
import { newsroomPages } from './newsroom';
import { staffingPages } from './staffing';

/** Pages grouped in files by area; a slug must appear in only one group (the data test checks it). */
export const pageGroups: Record<string, Page>[] = [
  homePages,
  cloudPages,
  engineeringPages,
  aiPages,
  aiSolutionPages,
  staffingPages,
  careersPages,
  internshipPages,
  aboutPages,
  newsroomPages,
  contactPages,
];

/** Slug -> page. */
export const pages: Record<string, Page> = Object.assign({}, ...pageGroups);
