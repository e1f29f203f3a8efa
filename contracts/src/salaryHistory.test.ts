import { salaryHistoryRule, setDeployConfig } from './deployConfig';
import { parseDeployConfig } from './deployConfigSchema';
import { DEFAULT_SALARY_HISTORY, salaryHistoryAsked } from './salaryHistory';

const valid = {
  remotes: { content: '/c', careers: '/k', internship: '/i' },
  staffingApiBaseUrl: 'http://api',
  emailApiBaseUrl: 'http://api',
  siteUrl: 'https://example.com',
  mail: { contact: ['a@example.com'], applicationPrimaryCountry: ['b@example.com'], applicationOtherCountries: [] },
};

describe('where current salary is asked (decision 060)', () => {
  it('is not asked anywhere in the USA and asked elsewhere by default', () => {
    expect(salaryHistoryAsked(DEFAULT_SALARY_HISTORY, 'US', undefined)).toBe(false);
    expect(salaryHistoryAsked(DEFAULT_SALARY_HISTORY, 'US', 'Texas')).toBe(false);
    expect(salaryHistoryAsked(DEFAULT_SALARY_HISTORY, 'IN', 'Maharashtra')).toBe(true);
    expect(salaryHistoryAsked(DEFAULT_SALARY_HISTORY, undefined, undefined)).toBe(true);
  });

  it('follows a rule that names states: not asked in those, asked in the others and before a state is chosen', () => {
    const rule = { notAskedIn: [{ country: 'US', states: ['California', 'New York'] }, { country: 'DE' }] };
    expect(salaryHistoryAsked(rule, 'US', ' california ')).toBe(false);
    expect(salaryHistoryAsked(rule, 'US', 'New York')).toBe(false);
    expect(salaryHistoryAsked(rule, 'US', 'Texas')).toBe(true);
    expect(salaryHistoryAsked(rule, 'US', undefined)).toBe(true);
    expect(salaryHistoryAsked(rule, 'DE', undefined)).toBe(false);
    expect(salaryHistoryAsked(rule, 'IN', 'Kerala')).toBe(true);
  });

  it('reads the rule from the deploy config, else the default', () => {
    setDeployConfig(parseDeployConfig(valid));
    expect(salaryHistoryRule()).toEqual(DEFAULT_SALARY_HISTORY);
    const rule = { notAskedIn: [{ country: 'US', states: ['Colorado'] }] };
    setDeployConfig(parseDeployConfig({ ...valid, salaryHistory: rule }));
    expect(salaryHistoryRule()).toEqual(rule);
    // An empty list asks everywhere, as the SPEC's form does.
    setDeployConfig(parseDeployConfig({ ...valid, salaryHistory: { notAskedIn: [] } }));
    expect(salaryHistoryAsked(salaryHistoryRule(), 'US', 'Texas')).toBe(true);
  });

  it.each([
    [{ notAskedIn: [{ country: 'usa' }] }, /salaryHistory\.notAskedIn\.0\.country/],
    [{ notAskedIn: [{ country: 'US', states: [] }] }, /salaryHistory\.notAskedIn\.0\.states/],
    [{ notAskedIn: 'US' }, /salaryHistory\.notAskedIn/],
  ])('refuses a malformed rule, naming the field: %j', (salaryHistory, field) => {
    expect(() => parseDeployConfig({ ...valid, salaryHistory })).toThrow(field);
  });
});
