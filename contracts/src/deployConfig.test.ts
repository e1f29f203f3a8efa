import { getDeployConfig, privacySettings, setDeployConfig, type DeployConfig } from './deployConfig';
import { parseDeployConfig } from './deployConfigSchema';

const valid: DeployConfig = {
  remotes: {
    content: 'http://a/mf-manifest.json',
    careers: 'http://b/mf-manifest.json',
    internship: 'http://c/mf-manifest.json',
  },
  staffingApiBaseUrl: 'http://127.0.0.1:4000',
  emailApiBaseUrl: 'http://127.0.0.1:4000',
  siteUrl: 'http://127.0.0.1:3000',
  mail: {
    contact: ['contact@example.com'],
    applicationPrimaryCountry: ['a@example.com'],
    applicationOtherCountries: ['b@example.com'],
  },
};

describe('deploy config', () => {
  it('accepts a complete config and makes it readable', () => {
    setDeployConfig(parseDeployConfig(JSON.parse(JSON.stringify(valid))));
    expect(getDeployConfig().remotes.careers).toBe('http://b/mf-manifest.json');
  });

  it('names the field that is wrong', () => {
    expect(() => parseDeployConfig({ ...valid, remotes: { content: 'x' } })).toThrow(/remotes/);
    expect(() => parseDeployConfig({ ...valid, emailApiBaseUrl: 4 })).toThrow(/emailApiBaseUrl/);
    expect(() => parseDeployConfig({ ...valid, mail: { contact: 'x' } })).toThrow(/mail.contact/);
    expect(() => parseDeployConfig(null)).toThrow(/not an object/);
  });
});

describe('privacy settings (decision 030)', () => {
  it('default to the site’s own policy page and 24 months, and take either from the config', () => {
    setDeployConfig(parseDeployConfig(valid));
    expect(privacySettings()).toEqual({ policyUrl: '/privacy-policy', retentionMonths: 24 });
    setDeployConfig(parseDeployConfig({ ...valid, privacy: { retentionMonths: 12 } }));
    expect(privacySettings()).toEqual({ policyUrl: '/privacy-policy', retentionMonths: 12 });
    setDeployConfig(parseDeployConfig({ ...valid, privacy: { policyUrl: 'https://example.com/privacy' } }));
    expect(privacySettings().policyUrl).toBe('https://example.com/privacy');
  });

  it('refuses a retention that is not a whole number of months from 1 to 120', () => {
    for (const retentionMonths of [0, 1.5, 121, '24'])
      expect(() => parseDeployConfig({ ...valid, privacy: { retentionMonths } })).toThrow(/privacy.retentionMonths/);
  });

  it('links the policy only to a web page or a path on the site', () => {
    for (const policyUrl of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example/privacy',
      '/\\evil.example',
      'privacy',
      '',
    ])
      expect(() => parseDeployConfig({ ...valid, privacy: { policyUrl } })).toThrow(/privacy.policyUrl/);
    for (const policyUrl of ['/legal/privacy#candidates', 'http://intranet.example/privacy'])
      expect(parseDeployConfig({ ...valid, privacy: { policyUrl } }).privacy?.policyUrl).toBe(policyUrl);
  });
});
