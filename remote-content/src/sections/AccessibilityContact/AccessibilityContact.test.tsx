import { render, screen } from '@testing-library/react';
import { DEFAULT_PRIVACY_CONTACTS, setDeployConfig, type DeployConfig } from '@tekvana/shared';
import AccessibilityContact from './AccessibilityContact';

const config: DeployConfig = {
  remotes: { content: '', careers: '', internship: '' },
  staffingApiBaseUrl: 'http://api.test',
  emailApiBaseUrl: 'http://api.test',
  siteUrl: 'http://site.test',
  mail: { contact: ['contact@example.com'], applicationPrimaryCountry: [], applicationOtherCountries: [] },
};

const renderSection = () =>
  render(
    <AccessibilityContact
      section={{
        order: 5,
        type: 'ACCESSIBILITY-CONTACT',
        heading: 'Ask for another format',
        supportText: ['Tell us.'],
      }}
    />,
  );

describe('AccessibilityContact', () => {
  it('follows the page’s words with the default contact as a mailto link', () => {
    setDeployConfig(config);
    renderSection();
    expect(screen.getByRole('region', { name: 'Ask for another format' })).toHaveTextContent('Tell us.');
    const { accessibility } = DEFAULT_PRIVACY_CONTACTS;
    expect(screen.getByRole('link', { name: accessibility })).toHaveAttribute('href', `mailto:${accessibility}`);
  });

  it('gives the deploy config’s contact when it names one', () => {
    setDeployConfig({ ...config, privacy: { contacts: { accessibility: 'access@example.com' } } });
    renderSection();
    expect(screen.getByRole('link', { name: 'access@example.com' })).toHaveAttribute(
      'href',
      'mailto:access@example.com',
    );
  });
});
