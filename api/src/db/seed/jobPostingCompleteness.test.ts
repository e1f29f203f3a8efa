import { jobPostingData } from '@tekvana/contracts/careers';
import { countryUuid } from './geography';
import { generateOpenings, SEED_OPENINGS } from './openings';

/**
 * Google's JobPosting lists (developers.google.com/search/docs/appearance/structured-data/job-posting): what every
 * posting must have, and what it recommends. The site publishes the seeded openings; each must carry all of both,
 * except what a kind of opening cannot have (a remote job has no place, an on-site one no remote area).
 */
const REQUIRED = ['title', 'description', 'datePosted', 'hiringOrganization', 'validThrough'] as const;
const RECOMMENDED = [
  'baseSalary',
  'directApply',
  'educationRequirements',
  'employmentType',
  'experienceRequirements',
  'identifier',
] as const;

const context = (countryCode: string) => ({
  organizationName: 'Tekvana Technologies',
  siteUrl: 'https://careers.example.com',
  countryCode,
  descriptionHtml: '<p>The role.</p>',
});

describe.each([
  ['the demo openings', SEED_OPENINGS],
  ['a large drawn set', generateOpenings(2_000, 700_001, 56, 'completeness', 'drawn')],
])("Google's required and recommended JobPosting fields, on %s", (_name, openings) => {
  it('are all there, with a place or a remote area as the work mode asks', () => {
    const missing = openings.flatMap((opening) => {
      const data = jobPostingData(opening, context(opening.COUNTRY === countryUuid('US') ? 'US' : 'IN'));
      const absent: string[] = [...REQUIRED, ...RECOMMENDED].filter((field) => data[field] === undefined);
      if (opening.WORK_LOCATION_PREFERENCE === 'Remote') {
        if (data.jobLocationType !== 'TELECOMMUTE') absent.push('jobLocationType');
        if (!data.applicantLocationRequirements) absent.push('applicantLocationRequirements');
      } else if (!data.jobLocation) absent.push('jobLocation');
      return absent.length ? [`${opening.REQ_ID}: ${absent.join(', ')}`] : [];
    });
    expect(missing).toEqual([]);
  });

  it("state experience in months and education in Google's categories", () => {
    const categories = new Set([
      'high school',
      'associate degree',
      'bachelor degree',
      'professional certificate',
      'postgraduate degree',
    ]);
    for (const opening of openings) {
      const data = jobPostingData(opening, context('US'));
      expect(data.experienceRequirements).toEqual({
        '@type': 'OccupationalExperienceRequirements',
        monthsOfExperience: opening.EXPERIENCE_MONTHS,
      });
      const education = data.educationRequirements as { '@type': string; credentialCategory: string };
      expect(education['@type']).toBe('EducationalOccupationalCredential');
      expect(categories.has(education.credentialCategory)).toBe(true);
    }
  });
});
