/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { setDeployConfig, type DeployConfig } from '@tekvana/contracts';
import * as z from '@tekvana/contracts/schema';
import {
  ACCESSIBILITY_STATEMENT_URL,
  ConsentFields,
  consentSchema,
  EMPTY_CONSENT,
  SchemaForm,
  useSchemaForm,
} from './index';

const bothConsents = () => z.object(consentSchema);
const processingOnly = () => z.object({ processingConsent: consentSchema.processingConsent });

function Form({ withTalentPool }: { withTalentPool?: boolean }) {
  const schemaFor = withTalentPool === false ? processingOnly : bothConsents;
  const empty = withTalentPool === false ? { processingConsent: false } : EMPTY_CONSENT;
  const form = useSchemaForm(schemaFor, empty);
  return (
    <SchemaForm form={form} schemaFor={schemaFor} idPrefix="t" aria-label="Test form" onValid={() => undefined}>
      <ConsentFields consideredFor="this role" withTalentPool={withTalentPool} />
    </SchemaForm>
  );
}

const processing = () => screen.getByRole('checkbox', { name: /I agree that my application is stored/ });

describe('ConsentFields', () => {
  it('asks for the required processing consent, with the policy and the period, and offers the talent pool', () => {
    render(<Form />);
    expect(processing()).toBeRequired();
    expect(processing()).toHaveAccessibleName(
      'I agree that my application is stored and used to consider me for this role, as the privacy policy ' +
        '(opens in a new tab) describes. It is kept for 24 months, then deleted.',
    );
    expect(screen.getByRole('link', { name: 'privacy policy (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(screen.getByRole('checkbox', { name: /talent pool/ })).not.toBeRequired();
  });

  it('leaves the talent pool out for a form whose schema has only the processing consent', () => {
    render(<Form withTalentPool={false} />);
    expect(processing()).toBeRequired();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  });

  it('states the deploy config’s retention period, and is followed by the notice every form shows', () => {
    const config: DeployConfig = {
      remotes: { content: '', careers: '', internship: '' },
      staffingApiBaseUrl: 'http://api.test',
      emailApiBaseUrl: 'http://api.test',
      siteUrl: 'http://site.test',
      mail: { contact: [], applicationPrimaryCountry: [], applicationOtherCountries: [] },
      privacy: { retentionMonths: 12 },
    };
    setDeployConfig(config);
    render(<Form />);
    expect(processing()).toHaveAccessibleName(/It is kept for 12 months, then deleted\.$/);
    expect(screen.getByRole('link', { name: 'accessibility statement (opens in a new tab)' })).toHaveAttribute(
      'href',
      ACCESSIBILITY_STATEMENT_URL,
    );
    expect(screen.getAllByRole('link', { name: /privacy policy/ })).toHaveLength(1);
  });
});
