import type { Migration, MigrationProvider } from 'kysely';
import type { Engine } from '../engine';
import { initialSchema } from './001-initial';
import { mailFormat } from './002-mail-format';
import { uploadState } from './003-upload-state';
import { mailIdempotency } from './004-mail-idempotency';
import { mailDelivery } from './005-mail-delivery';
import { applicationLinks } from './006-application-links';
import { candidateConsent } from './007-candidate-consent';
import { generalApplications } from './008-general-applications';
import { jobAlerts } from './009-job-alerts';
import { jobAlertDigestTime } from './010-job-alert-digest-time';
import { visitorMailCounts } from './011-visitor-mail-counts';
import { attachmentLinkIndexes } from './012-attachment-link-indexes';
import { openingsSearch } from './013-openings-search';
import { openingsChanges } from './014-openings-changes';
import { locationKeyByCodePoint } from './015-location-key-by-code-point';
import { internshipApplications } from './016-internship-applications';
import { openingTerms } from './017-opening-terms';
import { selfIdentifications } from './018-self-identifications';
import { jobAlertSponsorship } from './019-job-alert-sponsorship';
import { applicationStages } from './020-application-stages';
import { answerPromises } from './021-answer-promises';
import { openingRequirements } from './022-opening-requirements';
import { locationPlaces } from './023-location-places';
import { jobAlertPlaces } from './024-job-alert-places';

/**
 * Ordered by name. Append new steps, never edit a shipped one: existing databases have already run it.
 */
export function migrations(engine: Engine): MigrationProvider {
  const all: Record<string, Migration> = {
    '001-initial': initialSchema(engine),
    '002-mail-format': mailFormat,
    '003-upload-state': uploadState,
    '004-mail-idempotency': mailIdempotency,
    '005-mail-delivery': mailDelivery,
    '006-application-links': applicationLinks,
    '007-candidate-consent': candidateConsent,
    '008-general-applications': generalApplications,
    '009-job-alerts': jobAlerts,
    '010-job-alert-digest-time': jobAlertDigestTime,
    '011-visitor-mail-counts': visitorMailCounts,
    '012-attachment-link-indexes': attachmentLinkIndexes,
    '013-openings-search': openingsSearch(engine),
    '014-openings-changes': openingsChanges(engine),
    '015-location-key-by-code-point': locationKeyByCodePoint(engine),
    '016-internship-applications': internshipApplications,
    '017-opening-terms': openingTerms(engine),
    '018-self-identifications': selfIdentifications,
    '019-job-alert-sponsorship': jobAlertSponsorship,
    '020-application-stages': applicationStages,
    '021-answer-promises': answerPromises,
    '022-opening-requirements': openingRequirements,
    '023-location-places': locationPlaces(engine),
    '024-job-alert-places': jobAlertPlaces(engine),
  };
  return { getMigrations: async () => all };
}
