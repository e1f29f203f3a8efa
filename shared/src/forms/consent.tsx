import { memo } from 'react';
// The package root, not the file: the deploy config lives in the root's federation singleton.
import { privacySettings } from '@tekvana/shared';
import { retentionSentence } from '@tekvana/contracts/privacyNotice';
import * as z from '@tekvana/contracts/schema';
import { CheckboxField } from './fields/CheckboxField';
import { FormNotice, NewTabLink } from './FormNotice';

/** A form's two consent answers (decision 030): the processing one is required, the talent pool one is not. */
export interface ConsentValues {
  processingConsent: boolean;
  talentPoolConsent: boolean;
}

export const EMPTY_CONSENT: ConsentValues = { processingConsent: false, talentPoolConsent: false };
export const CONSENT_FIELDS: readonly string[] = Object.keys(EMPTY_CONSENT);

export const CONSENT_REQUIRED_MESSAGE =
  'Please agree to how we keep and use your application, or we cannot consider it.';

/** The consent fields' schema, to spread into a form's schema. */
export const consentSchema = {
  processingConsent: z.boolean().check(z.refine((ticked) => ticked, CONSENT_REQUIRED_MESSAGE)),
  talentPoolConsent: z.boolean(),
};

/**
 * Consent to processing with the privacy policy and the retention period (the privacy notice's own sentence,
 * decision 061), the optional talent pool, and the notice every form shows (drafts, the accessibility statement).
 * The policy opens in a new tab, so the form and its chosen file stay as they are. `withTalentPool={false}` leaves the
 * talent pool out, for a form that is itself an entry in the talent pool (the general application, decision 031);
 * that form's schema then has the processing consent only.
 */
export const ConsentFields = memo(function ConsentFields({
  consideredFor,
  withTalentPool = true,
}: {
  consideredFor: string;
  withTalentPool?: boolean;
}) {
  const { policyUrl, retentionMonths } = privacySettings();
  return (
    <>
      <CheckboxField
        name="processingConsent"
        summaryLabel="Consent to processing"
        label={
          <>
            I agree that my application is stored and used to consider me for {consideredFor}, as the{' '}
            <NewTabLink href={policyUrl}>privacy policy</NewTabLink> describes. {retentionSentence(retentionMonths)}
          </>
        }
      />
      {withTalentPool && (
        <CheckboxField
          name="talentPoolConsent"
          summaryLabel="Talent pool"
          label="Keep me in your talent pool: you may contact me about other suitable roles during that time."
        />
      )}
      <FormNotice />
    </>
  );
});
