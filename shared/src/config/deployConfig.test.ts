import { getDeployConfig, parseDeployConfig, setDeployConfig, type DeployConfig } from './deployConfig';

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
