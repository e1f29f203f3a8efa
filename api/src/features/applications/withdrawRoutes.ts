import type { FastifyInstance } from 'fastify';
import type { ApplicationSettings } from './confirmations';
import { WITHDRAW_PATH } from './confirmations';
import { withdrawApplication, type WithdrawalDeps } from './withdrawal';
import type { Database } from '../../db/tables';
import { describeApplication, type ApplicantRecords } from './heldApplication';
import {
  badLinkPage,
  confirmWithdrawPage,
  nothingToWithdrawPage,
  withdrawnPage,
  WITHDRAW_LINK_EXPIRED,
} from './withdrawPages';
import { readLinkToken } from '../../platform/linkToken';
import { acceptLinkPageForms, sendBadLinkPage, sendLinkPage } from '../../platform/linkPages';

export interface WithdrawDeps extends WithdrawalDeps, ApplicationSettings, ApplicantRecords {
  db: Database;
  signingSecret: string;
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
    const summary = await describeApplication(deps, check.id);
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
