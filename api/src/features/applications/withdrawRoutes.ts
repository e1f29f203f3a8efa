import type { FastifyInstance } from 'fastify';
import type { ApplicationSettings } from './confirmations';
import { WITHDRAW_PATH } from './confirmations';
import { withdrawApplication, type WithdrawalDeps } from './withdrawal';
import type { StaffingStore } from '../staffing/staffingStore';
import { internshipSummary } from '../internshipApplications/recruiterMail';
import {
  badLinkPage,
  confirmWithdrawPage,
  type ApplicationSummary,
  nothingToWithdrawPage,
  withdrawnPage,
  WITHDRAW_LINK_EXPIRED,
} from './withdrawPages';
import { readLinkToken } from '../../platform/linkToken';
import { acceptLinkPageForms, sendBadLinkPage, sendLinkPage } from '../../platform/linkPages';

export interface WithdrawDeps extends WithdrawalDeps, ApplicationSettings {
  signingSecret: string;
}

/** Whose application a link is for and what it applied for: a job candidate's, a general or an internship one. */
async function applicationSummary(store: StaffingStore, applicantId: string): Promise<ApplicationSummary | undefined> {
  const candidate = await store.candidate(applicantId);
  if (candidate) {
    const opening = await store.openingByRequirement(candidate.REQUIREMENT_UUID);
    const appliedFor = opening && `${opening.PSTN_TITLE} (Req ID ${opening.REQ_ID})`;
    return { name: candidate.CND_NM_TX, appliedFor };
  }
  const general = await store.generalApplication(applicantId);
  if (general) {
    const areas = JSON.parse(general.AREAS_JSON) as string[];
    return { name: general.NAME, appliedFor: `General application: ${areas.join(', ')}` };
  }
  const internship = await store.internshipApplication(applicantId);
  return internship && internshipSummary(internship);
}

/**
 * The page behind the link in a candidate's confirmation (decision 029): GET shows what would be withdrawn and
 * asks; only the form's POST deletes. Served by the API, as plain HTML that works without script.
 */
export async function withdrawRoutes(app: FastifyInstance, deps: WithdrawDeps): Promise<void> {
  const text = { companyName: deps.companyName, careersContact: deps.careersContact };
  acceptLinkPageForms(app);

  app.get<{ Querystring: { token?: string } }>(WITHDRAW_PATH, async (request, reply) => {
    const check = readLinkToken(deps.signingSecret, 'withdraw-application', request.query.token);
    if (check.state !== 'valid')
      return sendBadLinkPage(reply, check.state, badLinkPage(check.state, text, WITHDRAW_LINK_EXPIRED));
    const summary = await applicationSummary(deps.store, check.id);
    if (!summary) return sendLinkPage(reply, 200, nothingToWithdrawPage(text));
    return sendLinkPage(reply, 200, confirmWithdrawPage(request.query.token ?? '', summary, text));
  });

  app.post<{ Body: { token?: unknown } | undefined }>(WITHDRAW_PATH, async (request, reply) => {
    const check = readLinkToken(deps.signingSecret, 'withdraw-application', request.body?.token);
    if (check.state !== 'valid')
      return sendBadLinkPage(reply, check.state, badLinkPage(check.state, text, WITHDRAW_LINK_EXPIRED));
    const withdrawn = await withdrawApplication(check.id, deps);
    return sendLinkPage(reply, 200, withdrawn ? withdrawnPage(text) : nothingToWithdrawPage(text));
  });
}
