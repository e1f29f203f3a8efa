import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  describeFilter,
  JOB_ALERTS_PATH,
  NEAR_KM_CHOICES,
  type JobAlertAnswer,
  type JobAlertFilter,
} from '@tekvana/contracts/careers';
import { jobAlertRequestSchema } from '@tekvana/contracts/requests';
import type { ApplicationSettings } from '../applications/confirmations';
import { ConfirmationNotSent, filterOf, searchFilterOf, type JobAlertStore } from './jobAlertStore';
import { placeWithin } from '../places/nearPlace';
import type { OutboxStore } from '../outbox/outboxStore';
import type { ListStore } from '../staffing/listStore';
import type { OpeningsSearchStore } from '../openingsSearch/openingsSearchStore';
import { VISITOR_MAIL_CAPS, type VisitorMailCap } from '../mail/visitorMail';
import { ApiError, codedErrorAnswer, useErrorAnswers } from '../../platform/errors';
import { acceptLinkPageForms, sendBadLinkPage, sendLinkPage } from '../../platform/linkPages';
import { readLinkToken } from '../../platform/linkToken';
import { apiMail } from '../mail/apiMail';
import { requestSchema, type RequestTypeProvider } from '../../platform/requestSchemas';
import { alertLinks, ALERT_PATHS, CONFIRM_LINK_DAYS, type AlertLinkDeps } from './alertLinks';
import { alertConfirmationMail } from './alertMails';
import {
  alertOnPage,
  alertStoppedPage,
  badAlertLinkPage,
  confirmAlertPage,
  manageAlertsPage,
  noAlertPage,
  stopAlertPage,
} from './alertPages';

export interface JobAlertDeps extends AlertLinkDeps, Pick<ApplicationSettings, 'companyName' | 'careersContact'> {
  alerts: JobAlertStore;
  visitorCap: VisitorMailCap;
  lists: ListStore;
  search: OpeningsSearchStore;
  outbox: OutboxStore;
}

/**
 * Confirmation requests one mailbox may get in a day, over all its alerts and however its address is written: the
 * API is nobody's mail cannon (decision 050).
 */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = VISITOR_MAIL_CAPS['alert-confirmation'];
const DAY_MS = 24 * 60 * 60 * 1000;

const tooManyAlerts = () =>
  new ApiError(
    429,
    'Too many job alerts were asked for this address today. Please try again tomorrow.',
    'email',
    'TOO_MANY_ALERTS',
  );

const jobAlertBody = requestSchema(jobAlertRequestSchema);

/** The place an alert asks to watch around (decision 084); one the gazetteer cannot tell is the request's error. */
function alertPlace(near: string, km: number | undefined, countryCode: string) {
  try {
    return placeWithin(near, km ?? NEAR_KM_CHOICES[0], countryCode || undefined);
  } catch (error) {
    if (error instanceof ApiError && error.field === 'near') throw new ApiError(422, error.message, 'filter.near');
    throw error;
  }
}

type TokenBody = { token?: unknown; alert?: unknown } | undefined;

/**
 * Job alerts (decision 032): subscribe (double opt-in), confirm, stop one in one click (RFC 8058), and see or
 * delete all of an address's alerts. Only the subscribe call is JSON; the rest are the API's link pages.
 */
export async function jobAlertRoutes(app: FastifyInstance, deps: JobAlertDeps): Promise<void> {
  const text = { companyName: deps.companyName, careersContact: deps.careersContact };
  acceptLinkPageForms(app);

  // The subscription's body is typed by its schema (platform/requestSchemas.ts).
  await app.register(async (scope) => {
    useErrorAnswers(scope, codedErrorAnswer);
    const api = scope.withTypeProvider<RequestTypeProvider>();
    api.post(JOB_ALERTS_PATH, { schema: { body: jobAlertBody } }, async (request): Promise<JobAlertAnswer> => {
      const email = request.body.email.trim().toLowerCase();
      const { near, km, ...asked } = request.body.filter;
      const countries = await deps.lists.countries();
      if (asked.countryCode && !countries.some((country) => country.COUNTRY_CODE === asked.countryCode))
        throw new ApiError(422, `filter.countryCode ${asked.countryCode} is not a known country`, 'filter.countryCode');
      // Stored as the gazetteer's label and the radius searched, so "austin tx" and "Austin, TX" are one alert.
      const place = near?.trim() ? alertPlace(near.trim(), km, asked.countryCode) : undefined;
      const filter: JobAlertFilter = {
        ...asked,
        search: asked.search.trim(),
        ...(place ? { near: place.place, km: place.km } : {}),
      };
      const now = new Date();
      const dayAgo = new Date(now.getTime() - DAY_MS);
      // The per-address limit first, whatever the alert: past it every request gets the same 429, so the
      // answer never tells whether an address has an alert for some filter, and nothing is stored.
      if ((await deps.visitorCap.sentToday(email, 'alert-confirmation', now)) >= CONFIRMATIONS_PER_ADDRESS_PER_DAY)
        throw tooManyAlerts();
      const { alert } = await deps.alerts.findOrCreate(email, filter, { id: randomUUID(), now });
      // A confirmed alert and one asked for today get the same OK as a new one, and no mail.
      if (alert.CONFIRMED_AT !== null) return { code: 'OK' };
      const mail = alertConfirmationMail({
        confirmUrl: alertLinks(deps, now).confirm(alert.ID),
        linkDays: CONFIRM_LINK_DAYS,
        companyName: deps.companyName,
      });
      try {
        await deps.outbox.insert(apiMail(email, mail, now), undefined, {
          alongside: async (trx) => {
            await deps.alerts.markConfirmationSent(trx, alert.ID, now, dayAgo);
            if (!(await deps.visitorCap.claim(trx, email, 'alert-confirmation', now)))
              throw new ConfirmationNotSent('address-limit');
          },
        });
      } catch (error) {
        if (!(error instanceof ConfirmationNotSent)) throw error;
        if (error.reason === 'address-limit') throw tooManyAlerts();
      }
      return { code: 'OK' };
    });
  });

  const watchingOf = async (alert: Parameters<typeof filterOf>[0]) =>
    describeFilter(filterOf(alert), await deps.lists.countries());

  app.get<{ Querystring: { token?: string } }>(ALERT_PATHS.confirm, async (request, reply) => {
    const check = readLinkToken(deps.signingSecret, 'confirm-job-alert', request.query.token);
    if (check.state !== 'valid') return sendBadLinkPage(reply, check.state, badAlertLinkPage(check.state, text));
    const alert = await deps.alerts.get(check.id);
    if (!alert) return sendLinkPage(reply, 200, noAlertPage(text));
    if (alert.CONFIRMED_AT !== null)
      return sendLinkPage(reply, 200, alertOnPage(alertLinks(deps, new Date()).manage(alert.ADDRESS_KEY), text));
    const summary = { email: alert.EMAIL, watching: await watchingOf(alert) };
    return sendLinkPage(reply, 200, confirmAlertPage(request.query.token ?? '', summary, text));
  });

  app.post<{ Body: TokenBody }>(ALERT_PATHS.confirm, async (request, reply) => {
    const check = readLinkToken(deps.signingSecret, 'confirm-job-alert', request.body?.token);
    if (check.state !== 'valid') return sendBadLinkPage(reply, check.state, badAlertLinkPage(check.state, text));
    const alert = await deps.alerts.get(check.id);
    if (!alert) return sendLinkPage(reply, 200, noAlertPage(text));
    // What is open now is not news: the first digest names openings posted after this moment.
    const openNow = await deps.search.matchingReqIds(searchFilterOf(alert));
    const now = new Date();
    if (!(await deps.alerts.confirm(alert.ID, now, openNow))) return sendLinkPage(reply, 200, noAlertPage(text));
    return sendLinkPage(reply, 200, alertOnPage(alertLinks(deps, now).manage(alert.ADDRESS_KEY), text));
  });

  app.get<{ Querystring: { token?: string } }>(ALERT_PATHS.unsubscribe, async (request, reply) => {
    const check = readLinkToken(deps.signingSecret, 'unsubscribe-job-alert', request.query.token);
    if (check.state !== 'valid') return sendBadLinkPage(reply, check.state, badAlertLinkPage(check.state, text));
    const alert = await deps.alerts.get(check.id);
    if (!alert) return sendLinkPage(reply, 200, noAlertPage(text));
    return sendLinkPage(reply, 200, stopAlertPage(request.query.token ?? '', await watchingOf(alert), text));
  });

  // The page's form posts the token; a mail program's one-click unsubscribe (RFC 8058) posts
  // "List-Unsubscribe=One-Click" to the link itself, whose query holds it.
  app.post<{ Body: TokenBody; Querystring: { token?: string } }>(ALERT_PATHS.unsubscribe, async (request, reply) => {
    const token = request.body?.token ?? request.query.token;
    const check = readLinkToken(deps.signingSecret, 'unsubscribe-job-alert', token);
    if (check.state !== 'valid') return sendBadLinkPage(reply, check.state, badAlertLinkPage(check.state, text));
    await deps.alerts.delete(check.id);
    return sendLinkPage(reply, 200, alertStoppedPage(text));
  });

  const manageList = async (addressKey: string) => {
    const countries = await deps.lists.countries();
    return (await deps.alerts.ofAddress(addressKey)).map((alert) => ({
      id: alert.ID,
      watching: describeFilter(filterOf(alert), countries),
      confirmed: alert.CONFIRMED_AT !== null,
    }));
  };

  app.get<{ Querystring: { token?: string } }>(ALERT_PATHS.manage, async (request, reply) => {
    const check = readLinkToken(deps.signingSecret, 'manage-job-alerts', request.query.token);
    if (check.state !== 'valid') return sendBadLinkPage(reply, check.state, badAlertLinkPage(check.state, text));
    return sendLinkPage(reply, 200, manageAlertsPage(request.query.token ?? '', await manageList(check.id), text));
  });

  app.post<{ Body: TokenBody }>(ALERT_PATHS.manage, async (request, reply) => {
    const check = readLinkToken(deps.signingSecret, 'manage-job-alerts', request.body?.token);
    if (check.state !== 'valid') return sendBadLinkPage(reply, check.state, badAlertLinkPage(check.state, text));
    const chosen = request.body?.alert;
    // Only alerts of the address the link was made for, whatever id the form was made to post.
    for (const alert of await deps.alerts.ofAddress(check.id))
      if (chosen === 'all' || chosen === alert.ID) await deps.alerts.delete(alert.ID);
    return sendLinkPage(reply, 200, manageAlertsPage(String(request.body?.token), await manageList(check.id), text));
  });
}
