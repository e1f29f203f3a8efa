/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { setDeployConfig, type DeployConfig } from '@tekvana/contracts';
import { DRAFT_KEEP_DAYS } from './drafts/draftStorage';
import { ACCESSIBILITY_STATEMENT_URL, FormNotice } from './FormNotice';

const config: DeployConfig = {
  remotes: { content: '', careers: '', internship: '' },
  staffingApiBaseUrl: 'http://api.test',
  emailApiBaseUrl: 'http://api.test',
  siteUrl: 'http://site.test',
  mail: { contact: [], applicationPrimaryCountry: [], applicationOtherCountries: [] },
};

describe('FormNotice', () => {
  it('says how long the drafts stay on the device and links the accessibility statement in a new tab', () => {
    render(<FormNotice />);
    expect(screen.getByText(/kept on this device only/)).toHaveTextContent(`for up to ${DRAFT_KEEP_DAYS} days`);
    const link = screen.getByRole('link', { name: 'accessibility statement (opens in a new tab)' });
    expect(link).toHaveAttribute('href', ACCESSIBILITY_STATEMENT_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    // A form with the consent links the policy in the consent's label, once.
    expect(screen.queryByRole('link', { name: /privacy policy/ })).toBeNull();
  });

  it('with a purpose, links the deploy config’s privacy policy after it', () => {
    setDeployConfig({ ...config, privacy: { policyUrl: 'https://example.com/privacy' } });
    render(<FormNotice purpose="We use what you send only to answer you" />);
    expect(screen.getByText(/^We use what you send only to answer you, as our/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://example.com/privacy',
    );
  });
});
