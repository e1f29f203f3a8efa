import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApplicationSettings } from './confirmations';
import { WITHDRAW_PATH } from './confirmations';
import { withdrawApplication, type WithdrawalDeps } from './withdrawal';
import { badLinkPage, confirmWithdrawPage, nothingToWithdrawPage, WITHDRAW_CSP, withdrawnPage } from './withdrawPages';
import { readWithdrawToken } from './withdrawToken';

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
    const check = readWithdrawToken(deps.signingSecret, request.query.token);
    if (check.state !== 'valid')
      return html(reply, check.state === 'expired' ? 410 : 400, badLinkPage(check.state, text));
    const candidate = await deps.store.candidate(check.candidateId);
    if (!candidate) return html(reply, 200, nothingToWithdrawPage(text));
    const opening = await deps.store.openingByRequirement(candidate.REQUIREMENT_UUID);
    const summary = { name: candidate.CND_NM_TX, title: opening?.PSTN_TITLE ?? '', reqId: opening?.REQ_ID };
    return html(reply, 200, confirmWithdrawPage(request.query.token ?? '', summary, text));
  });

  app.post<{ Body: { token?: unknown } | undefined }>(WITHDRAW_PATH, async (request, reply) => {
    const check = readWithdrawToken(deps.signingSecret, request.body?.token);
    if (check.state !== 'valid')
      return html(reply, check.state === 'expired' ? 410 : 400, badLinkPage(check.state, text));
    const withdrawn = await withdrawApplication(check.candidateId, deps);
    return html(reply, 200, withdrawn ? withdrawnPage(text) : nothingToWithdrawPage(text));
  });
}
