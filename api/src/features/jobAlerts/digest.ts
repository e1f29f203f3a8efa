import { createHash } from 'node:crypto';
import { describeFilter, todayUtc } from '@tekvana/contracts/careers';
import { jobPageHref } from '@tekvana/contracts/careersRoutes';
import { DigestNotDue, filterOf, JobAlertStore, searchFilterOf } from './jobAlertStore';
import type { OutboxStore } from '../outbox/outboxStore';
import type { ListStore } from '../staffing/listStore';
import type { OpeningsSearchStore } from '../openingsSearch/openingsSearchStore';
import { apiMail } from '../mail/apiMail';
import { runEvery } from '../../platform/scheduled';
import { alertLinks, CONFIRM_LINK_DAYS, type AlertLinkDeps } from './alertLinks';
import { digestMail } from './alertMails';

export interface DigestDeps extends AlertLinkDeps {
  alerts: JobAlertStore;
  lists: ListStore;
  search: OpeningsSearchStore;
  outbox: OutboxStore;
  companyName: string;
  /** The site's public origin, for links to job pages. */
  siteUrl: string;
  /** Digests of one alert are at least this far apart (less a little for timers that fire early). */
  intervalMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One digest per confirmed alert that has openings it has not told of (decision 032). The mail and the record of
 * what it told of are stored in one transaction under a key of the alert and those openings: another instance
 * building the same digest finds it stored, so nobody gets it twice. Unconfirmed alerts get nothing, and are
 * forgotten once their confirmation link ran out. Answers how many digests were stored.
 */
export async function sendDigests(deps: DigestDeps, now = new Date()): Promise<number> {
  await deps.alerts.deleteUnconfirmedBefore(new Date(now.getTime() - CONFIRM_LINK_DAYS * DAY_MS));
  const countries = await deps.lists.countries();
  const links = alertLinks(deps, now);
  const notBefore = new Date(now.getTime() - deps.intervalMs + Math.min(60_000, deps.intervalMs / 10));
  let stored = 0;
  for (const alert of await deps.alerts.confirmedAlerts()) {
    try {
      const told = await deps.alerts.toldOf(alert.ID);
      // Found by the openings search (decision 056), so an alert mails what the openings page shows for its filter:
      // no opening past its closing date (decision 059).
      const open = { ...searchFilterOf(alert), openOn: todayUtc(now) };
      const freshIds = (await deps.search.matchingReqIds(open)).filter((reqId) => !told.has(reqId));
      if (freshIds.length === 0) continue;
      const fresh = await deps.search.summaries(freshIds);
      const reqIds = [...freshIds].sort((a, b) => a - b);
      const unsubscribeUrl = links.unsubscribe(alert.ID);
      const mail = digestMail({
        watching: describeFilter(filterOf(alert), countries),
        openings: fresh,
        jobUrl: (opening) => `${deps.siteUrl}${jobPageHref(opening.REQ_ID)}`,
        unsubscribeUrl,
        manageUrl: links.manage(alert.ADDRESS_KEY),
        companyName: deps.companyName,
      });
      const key = `alert-digest/${alert.ID}/${createHash('sha256').update(reqIds.join(',')).digest('hex').slice(0, 32)}`;
      const outcome = await deps.outbox.insert(
        apiMail(alert.EMAIL, mail, now, {
          // RFC 8058: mail programs offer one-click unsubscribe, which posts to this link.
          headers: {
            'List-Unsubscribe': `<${unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }),
        { key, sha256: '' },
        {
          alongside: async (trx) => {
            await JobAlertStore.markDigestSent(trx, alert.ID, now, notBefore);
            await JobAlertStore.markTold(trx, alert.ID, reqIds, 'fail');
          },
        },
      );
      if (outcome.stored) stored += 1;
    } catch (error) {
      if (error instanceof DigestNotDue) continue;
      // One alert's failure (another instance told of an opening in the meantime, say) leaves the others going.
      console.error(`Job alert ${alert.ID}: the digest was not stored; it is built again at the next run:`, error);
    }
  }
  return stored;
}

/** The digests at start and every `intervalMs` (0: at start only). */
export const scheduleDigests = (deps: DigestDeps) =>
  runEvery('Job alert digests', deps.intervalMs, async () => {
    const stored = await sendDigests(deps);
    if (stored > 0) console.log(`Job alerts: ${stored} digests stored for delivery`);
  });
