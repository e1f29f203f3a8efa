import { linkToken, type LinkPurpose } from '../../platform/linkToken';

export const ALERT_PATHS = {
  confirm: '/alerts/confirm',
  unsubscribe: '/alerts/unsubscribe',
  manage: '/alerts/manage',
} as const;

/** A confirmation request is answered within a week or not at all; the alert is then forgotten. */
export const CONFIRM_LINK_DAYS = 7;
/** Each digest carries fresh links; these outlive any pause between digests and a mailbox's slow reader. */
const DIGEST_LINK_DAYS = 400;
const DAY_SECONDS = 24 * 60 * 60;

export interface AlertLinkDeps {
  signingSecret: string;
  /** The API's public origin: these pages are served here. */
  publicUrl: () => string;
}

/** The signed links of job alert mail (decision 032), each for its own purpose. */
export function alertLinks(deps: AlertLinkDeps, now: Date) {
  const link = (path: string, purpose: LinkPurpose, id: string, days: number) => {
    const expiresAt = Math.floor(now.getTime() / 1000) + days * DAY_SECONDS;
    return `${deps.publicUrl()}${path}?token=${encodeURIComponent(linkToken(deps.signingSecret, purpose, id, expiresAt))}`;
  };
  return {
    confirm: (alertId: string) => link(ALERT_PATHS.confirm, 'confirm-job-alert', alertId, CONFIRM_LINK_DAYS),
    unsubscribe: (alertId: string) => link(ALERT_PATHS.unsubscribe, 'unsubscribe-job-alert', alertId, DIGEST_LINK_DAYS),
    manage: (addressKey: string) => link(ALERT_PATHS.manage, 'manage-job-alerts', addressKey, DIGEST_LINK_DAYS),
  };
}
