import { extractResumeFields } from './extractResumeFields';

const resume = (...lines: string[]) => lines.join('\n');

it('reads a header: name, title, e-mail, Indian mobile, LinkedIn and GitHub, and the years stated', () => {
  expect(
    extractResumeFields(
      resume(
        'Asha Patel',
        'Senior Data Engineer',
        'asha.patel@example.com | +91 98765 43210 | linkedin.com/in/asha-patel-01 | github.com/ashap',
        'SUMMARY',
        'Data engineer with 7+ years of experience building pipelines since 2017.',
      ),
    ),
  ).toEqual({
    firstName: 'Asha',
    lastName: 'Patel',
    currentTitle: 'Senior Data Engineer',
    email: 'asha.patel@example.com',
    phone: { countryCode: '+91', digits: '9876543210' },
    linkedIn: 'https://www.linkedin.com/in/asha-patel-01',
    gitHub: 'https://github.com/ashap',
    yearsOfExperience: 7,
  });
});

it('reads names with initials and diacritics, and capitals as a name is written', () => {
  expect(extractResumeFields(resume('R. K. Sharma', 'rk@example.in'))).toMatchObject({
    firstName: 'R. K.',
    lastName: 'Sharma',
  });
  expect(extractResumeFields(resume('José Müller-Peña', 'QA Lead'))).toMatchObject({
    firstName: 'José',
    lastName: 'Müller-Peña',
    currentTitle: 'QA Lead',
  });
  expect(extractResumeFields(resume('CURRICULUM VITAE', 'ANANYA SRINIVASAN', 'Software Engineer'))).toMatchObject({
    firstName: 'Ananya',
    lastName: 'Srinivasan',
  });
  expect(extractResumeFields(resume('Name: Meera Iyer', 'Designation: Test Analyst'))).toMatchObject({
    firstName: 'Meera',
    lastName: 'Iyer',
    currentTitle: 'Test Analyst',
  });
});

it('tells US numbers from Indian ones by their code or shape, and takes no date, year or PIN code for a phone', () => {
  const phoneIn = (line: string) => extractResumeFields(resume('John Smith', line)).phone;
  expect(phoneIn('(415) 555-0134')).toEqual({ countryCode: '+1', digits: '4155550134' });
  expect(phoneIn('+1 917-555-0199')).toEqual({ countryCode: '+1', digits: '9175550199' });
  expect(phoneIn('Phone: 917.555.0199')).toEqual({ countryCode: '+1', digits: '9175550199' });
  expect(phoneIn('1-646-555-0100')).toEqual({ countryCode: '+1', digits: '6465550100' });
  expect(phoneIn('Mobile: 09876543210')).toEqual({ countryCode: '+91', digits: '9876543210' });
  expect(phoneIn('+91-9876543210')).toEqual({ countryCode: '+91', digits: '9876543210' });
  expect(phoneIn('91 98450 12345')).toEqual({ countryCode: '+91', digits: '9845012345' });
  for (const line of [
    '2015 - 2019',
    'Pune 411001',
    'Jan 2020 – Mar 2024',
    '12/05/2021',
    'Fax: (415) 555-0134',
    '+44 20 7946 0958',
  ])
    expect(phoneIn(line)).toBeUndefined();
});

it('takes no title or heading that comes first for a name', () => {
  expect(extractResumeFields(resume('Senior Data Engineer', 'Asha Patel', 'asha@example.com'))).toMatchObject({
    firstName: 'Asha',
    lastName: 'Patel',
  });
  expect(extractResumeFields(resume('Personal Information', 'Contact Information')).firstName).toBeUndefined();
});

it('finds no name or title in a line that is a heading, an address or a sentence', () => {
  const found = extractResumeFields(
    resume('RESUME', 'Pune, Maharashtra', 'Objective', 'To work in a challenging environment where I can grow.'),
  );
  expect(found.firstName).toBeUndefined();
  expect(found.currentTitle).toBeUndefined();
});

it('reads years written several ways, within reason', () => {
  const yearsIn = (line: string) => extractResumeFields(line).yearsOfExperience;
  expect(yearsIn('Total Experience: 4.5 years')).toBe(4);
  expect(yearsIn('Over 12 yrs of industry experience in testing')).toBe(12);
  expect(yearsIn('3 years experience')).toBe(3);
  expect(yearsIn('Experience - 2 Years')).toBe(2);
  expect(yearsIn('Graduated in 2019; 99 years of experience')).toBeUndefined();
  expect(yearsIn('Skills: Java, SQL')).toBeUndefined();
});

it('keeps a GitHub profile, not a repository path or GitHub page, and bounds what it reads', () => {
  expect(extractResumeFields('https://github.com/octo-cat/pipeline-kit').gitHub).toBe('https://github.com/octo-cat');
  expect(extractResumeFields('github.com/features/actions').gitHub).toBeUndefined();
  // 10 MB of text is read as its first part only.
  const huge = `Asha Patel\nasha@example.com\n${'lorem ipsum dolor '.repeat(600_000)}`;
  expect(extractResumeFields(huge)).toMatchObject({ email: 'asha@example.com', firstName: 'Asha' });
});
