/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import * as z from '@tekvana/contracts/schema';
import { ConsentFields, consentSchema, EMPTY_CONSENT, SchemaForm, useSchemaForm } from './index';

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
});
