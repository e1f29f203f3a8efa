import { render, screen, within } from '@testing-library/react';
import { setDeployConfig, type DeployConfig } from '@tekvana/shared';
import {
  ConsentFields,
  consentSchema,
  DRAFT_KEEP_DAYS,
  EMPTY_CONSENT,
  SchemaForm,
  useSchemaForm,
} from '@tekvana/shared/forms';
import * as z from '@tekvana/contracts/schema';
import PrivacyNotice from './PrivacyNotice';

const baseConfig: DeployConfig = {
  remotes: { content: '', careers: '', internship: '' },
  staffingApiBaseUrl: 'http://api.test',
  emailApiBaseUrl: 'http://api.test',
  siteUrl: 'http://site.test',
  mail: { contact: ['contact@example.com'], applicationPrimaryCountry: [], applicationOtherCountries: [] },
};

const schemaFor = () => z.object(consentSchema);

/** An application form's consent, as the job and internship forms render it. */
function Consent() {
  const form = useSchemaForm(schemaFor, EMPTY_CONSENT);
  return (
    <SchemaForm form={form} schemaFor={schemaFor} idPrefix="t" aria-label="Application" onValid={() => undefined}>
      <ConsentFields consideredFor="this role" />
    </SchemaForm>
  );
}

function renderPolicyAndConsent() {
  render(
    <>
      <PrivacyNotice section={{ order: 2, type: 'PRIVACY-NOTICE', heading: 'Our privacy notice' }} />
      <Consent />
    </>,
  );
  const policy = screen.getByRole('region', { name: 'Our privacy notice' });
  const consent = screen.getByRole('form', { name: 'Application' });
  return { policy, consent };
}

/** Every "N months" a text states. */
const monthsIn = (element: HTMLElement) => [...(element.textContent ?? '').matchAll(/(\d+) months/g)].map((m) => m[1]);

describe('PrivacyNotice', () => {
  it.each<[string, DeployConfig, string]>([
    ['the default', baseConfig, '24'],
    ['the deploy config’s', { ...baseConfig, privacy: { retentionMonths: 12 } }, '12'],
  ])('states %s retention period, the one the consent text states', (_case, config, months) => {
    setDeployConfig(config);
    const { policy, consent } = renderPolicyAndConsent();
    expect(monthsIn(policy)).toEqual([months]);
    expect(monthsIn(consent)).toEqual([months]);
  });

  it('keeps drafts on the device for the days the drafts use, as every form says', () => {
    setDeployConfig(baseConfig);
    const { policy, consent } = renderPolicyAndConsent();
    const days = `for up to ${DRAFT_KEEP_DAYS} days`;
    expect(within(policy).getByText(/^Unsent form answers/)).toHaveTextContent(days);
    expect(consent).toHaveTextContent(days);
  });

  it('gives each topic a heading under the section’s, and the deploy config’s contacts as mailto links', () => {
    setDeployConfig({
      ...baseConfig,
      privacy: {
        contacts: { privacy: 'data@example.com', grievanceOfficer: { name: 'Priya Sharma', email: 'go@example.com' } },
      },
    });
    render(<PrivacyNotice section={{ order: 2, type: 'PRIVACY-NOTICE', heading: 'Our privacy notice' }} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Our privacy notice');
    expect(screen.getByRole('heading', { level: 3, name: 'Grievances in India' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(5);
    for (const link of screen.getAllByRole('link', { name: 'data@example.com' }))
      expect(link).toHaveAttribute('href', 'mailto:data@example.com');
    expect(screen.getByRole('link', { name: 'go@example.com' })).toHaveAttribute('href', 'mailto:go@example.com');
    expect(screen.getByText(/Grievance Officer, Priya Sharma,/)).toBeInTheDocument();
  });
});
