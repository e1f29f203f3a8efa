import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApplicationSettings } from './confirmations';
import { WITHDRAW_PATH } from './confirmations';
import { withdrawApplication, type WithdrawalDeps } from './withdrawal';
import type { StaffingStore } from '../db/staffing';
import {
  badLinkPage,
  confirmWithdrawPage,
  type ApplicationSummary,
  nothingToWithdrawPage,
  WITHDRAW_CSP,
  withdrawnPage,
} from './withdrawPages';
import { readLinkToken } from '../linkToken';

export interface WithdrawDeps extends WithdrawalDeps, ApplicationSettings {
  signingSecret: string;
}

/** The one field the withdraw form posts; anything larger is not that form. */
const FORM_BODY_LIMIT = 4096;

function html(reply: FastifyReply, status: number, body: string) {
  return (
    reply
      .code(status)
      .header('content-security-policy', WITHDRAW_CSP)
      .header('x-content-type-options', 'nosniff')
      // The token is in the address: it must not travel to another site or stay in a cache.
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(body)
  );
}

/** Whose application a link is for and what it applied for: a job candidate's or a general application. */
async function applicationSummary(store: StaffingStore, applicantId: string): Promise<ApplicationSummary | undefined> {
  const candidate = await store.candidate(applicantId);
  if (candidate) {
    const opening = await store.openingByRequirement(candidate.REQUIREMENT_UUID);
    const appliedFor = opening && `${opening.PSTN_TITLE} (Req ID ${opening.REQ_ID})`;
    return { name: candidate.CND_NM_TX, appliedFor };
  }
  const general = await store.generalApplication(applicantId);
  if (!general) return undefined;
  const areas = JSON.parse(general.AREAS_JSON) as string[];
  return { name: general.NAME, appliedFor: `General application: ${areas.join(', ')}` };
}

/**
 * The page behind the link in a candidate's confirmation (decision 029): GET shows what would be withdrawn and
 * asks; only the form's POST deletes. Served by the API, as plain HTML that works without script.
 */
export async function withdrawRoutes(app: FastifyInstance, deps: WithdrawDeps): Promise<void> {
  const text = { companyName: deps.companyName, careersContact: deps.careersContact };
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get<{ Querystring: { token?: string } }>(WITHDRAW_PATH, async (request, reply) => {
    const check = readLinkToken(deps.signingSecret, 'withdraw-application', request.query.token);
    if (check.state !== 'valid')
      return html(reply, check.state === 'expired' ? 410 : 400, badLinkPage(check.state, text));
    const summary = await applicationSummary(deps.store, check.id);
    if (!summary) return html(reply, 200, nothingToWithdrawPage(text));
    return html(reply, 200, confirmWithdrawPage(request.query.token ?? '', summary, text));
  });

  app.post<{ Body: { token?: unknown } | undefined }>(WITHDRAW_PATH, async (request, reply) => {
    const check = readLinkToken(deps.signingSecret, 'withdraw-application', request.body?.token);
    if (check.state !== 'valid')
      return html(reply, check.state === 'expired' ? 410 : 400, badLinkPage(check.state, text));
    const withdrawn = await withdrawApplication(check.id, deps);
    return html(reply, 200, withdrawn ? withdrawnPage(text) : nothingToWithdrawPage(text));
  });
}
