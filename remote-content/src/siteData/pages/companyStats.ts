import type { SectionInput } from './definePage';

/**
 * The workforce figures (decision 009), one source for every page that shows them. A stats section holds
 * four cards, so "65% Gen Z and Millennials" is told in the life-at and DEI copy instead.
 */
export const companyStats = (heading: string): SectionInput => ({
  type: 'STATS-CARDS',
  heading,
  stats: [
    { title: '+250', description: 'People' },
    { title: '+200', description: 'Engineers' },
    { title: '+45%', description: 'Women in our workforce' },
    { title: '94.7%', description: 'Employee satisfaction' },
  ],
});
