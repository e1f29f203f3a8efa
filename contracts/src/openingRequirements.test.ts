import { opening } from '@tekvana/test-support/openingFixture';
import { jobPostingData } from './jobPosting';
import { openingTermsProblems } from './openingTerms';
import { educationText, experienceText, vacancyText } from './openingRequirements';

const context = { organizationName: 'T', siteUrl: 'https://example.com', countryCode: 'US', descriptionHtml: 'x' };

describe('what an opening discloses and asks for (decision 081)', () => {
  it('says whether it is an existing vacancy, the default, or a talent pool', () => {
    expect(vacancyText({})).toBe('An existing vacancy');
    expect(vacancyText({ VACANCY_TYPE: 'Existing' })).toBe('An existing vacancy');
    expect(vacancyText({ VACANCY_TYPE: 'Talent pool' })).toBe(
      'Talent pool: no vacancy today; we will contact you when one opens',
    );
  });

  it.each([
    [undefined, undefined],
    [0, 'No experience required'],
    [12, 'At least 1 year of experience'],
    [60, 'At least 5 years of experience'],
    [18, 'At least 18 months of experience'],
    [-1, undefined],
    [2.5, undefined],
    [601, undefined],
  ])('words %s months of experience as %s', (months, text) => {
    expect(experienceText({ EXPERIENCE_MONTHS: months })).toBe(text);
  });

  it('names the education asked for', () => {
    expect(educationText({ EDUCATION: "Bachelor's degree" })).toBe("Education: Bachelor's degree");
    expect(educationText({})).toBeUndefined();
  });

  it('refuses an experience figure that is not whole months from 0 to 600', () => {
    expect(openingTermsProblems({ EXPERIENCE_MONTHS: 36 })).toEqual([]);
    expect(openingTermsProblems({ EXPERIENCE_MONTHS: -3 })).toEqual([
      'The experience asked for, -3 months, is not a whole number from 0 to 600.',
    ]);
  });

  it('puts them in the JobPosting in Google\'s words, "no requirements" for none, nothing when not stated', () => {
    const asked = jobPostingData(
      opening({ REQ_ID: 1, EXPERIENCE_MONTHS: 36, EDUCATION: "Bachelor's degree" }),
      context,
    );
    expect(asked).toMatchObject({
      experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 36 },
      educationRequirements: { '@type': 'EducationalOccupationalCredential', credentialCategory: 'bachelor degree' },
    });
    expect(jobPostingData(opening({ REQ_ID: 1, EXPERIENCE_MONTHS: 0 }), context).experienceRequirements).toBe(
      'no requirements',
    );
    const silent = jobPostingData(opening({ REQ_ID: 1 }), context);
    expect(silent).not.toHaveProperty('experienceRequirements');
    expect(silent).not.toHaveProperty('educationRequirements');
  });
});
