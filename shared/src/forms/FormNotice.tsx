import { memo, type ReactNode } from 'react';
// The package root, not the file: the deploy config lives in the root's federation singleton.
import { privacySettings } from '@tekvana/shared';
import { draftSentence } from '@tekvana/contracts/privacyNotice';

/** The accessibility statement, a page of the site (docs/decisions/062-accessibility-statement.md). */
export const ACCESSIBILITY_STATEMENT_URL = '/accessibility-statement';

/** A link that opens in a new tab, and says so to screen readers, so that the form keeps its answers and file. */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * What every form says before it is sent (decisions 061 and 062): that its answers stay on this device and for how
 * long, and where to ask for an accommodation or another format. `purpose`, for a form without the consent (whose
 * label links the policy): what its answers are used for, followed by the privacy policy's link.
 */
export const FormNotice = memo(function FormNotice({ purpose }: { purpose?: string }) {
  return (
    <p className="col-12 form-text mb-0">
      {purpose && (
        <>
          {purpose}, as our <NewTabLink href={privacySettings().policyUrl}>privacy policy</NewTabLink> describes.{' '}
        </>
      )}
      {draftSentence()} Need this form in another format, or an adjustment to take part? Our{' '}
      <NewTabLink href={ACCESSIBILITY_STATEMENT_URL}>accessibility statement</NewTabLink> says how to ask.
    </p>
  );
});
