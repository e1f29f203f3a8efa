import { describeFilter, type JobAlertFilter } from './jobAlerts';

const countries = [{ COUNTRY_UUID: 'uuid-in', COUNTRY_ID: 2, COUNTRY_CODE: 'IN', COUNTRY_NAME: 'India' }];
const ANY: JobAlertFilter = { search: '', countryCode: '', positionType: '', workMode: '' };

it('says what an alert watches in words, every filter included', () => {
  expect(describeFilter(ANY, countries)).toBe('All openings');
  expect(describeFilter({ ...ANY, search: '  data \n engineer ' }, countries)).toBe(
    'Openings matching "data engineer"',
  );
  expect(
    describeFilter({ search: 'data', countryCode: 'IN', positionType: 'Full-Time', workMode: 'Remote' }, countries),
  ).toBe('Openings matching "data" in India, Full-Time, Remote');
  expect(describeFilter({ ...ANY, workMode: 'Hybrid' }, countries)).toBe('All openings, Hybrid');
  expect(describeFilter({ ...ANY, countryCode: 'IN', sponsorship: true }, countries)).toBe(
    'All openings in India, with visa sponsorship',
  );
  expect(describeFilter({ ...ANY, sponsorship: false }, countries)).toBe('All openings');
  expect(describeFilter({ ...ANY, near: 'Pune, Maharashtra', km: 25 }, countries)).toBe(
    'All openings within 25 km of Pune, Maharashtra',
  );
  expect(describeFilter({ ...ANY, countryCode: 'IN', workMode: 'Onsite', near: ' Pune ' }, countries)).toBe(
    'All openings in India, Onsite, within 50 km of Pune',
  );
  expect(describeFilter({ ...ANY, near: '', km: 25 }, countries)).toBe('All openings');
});
