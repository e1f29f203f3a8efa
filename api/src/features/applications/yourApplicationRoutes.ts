import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../db/tables';
import type { OutboxStore } from '../outbox/outboxStore';
import { SelfIdentificationStore } from '../selfIdentification/selfIdentificationStore';
import { outgoingFile } from '../../platform/attachmentNames';
import { linkToken, readLinkToken, type LinkTokenCheck } from '../../platform/linkToken';
import { sendBadLinkPage, sendLinkDownload, sendLinkPage } from '../../platform/linkPages';
import type { ObjectStore } from '../../platform/objects/objectStore';
import { tokenQuery, YOUR_APPLICATION_PATH, type ApplicationSettings } from './confirmations';
import { HeldApplications, resumeOf, type ApplicantRecords, type HeldApplication } from './heldApplication';
import { badLinkPage } from './withdrawPages';
import { yourApplicationData } from './yourApplicationData';
import { APPLICATION_LINK_EXPIRED, noLongerHeldPage, noResumePage, yourApplicationPage } from './yourApplicationPages';

export interface YourApplicationDeps extends ApplicationSettings, ApplicantRecords {
  db: Database;
  outbox: OutboxStore;
  objects: ObjectStore;
  signingSecret: string;
}

export const YOUR_APPLICATION_DATA_PATH = `${YOUR_APPLICATION_PATH}/data.json`;
export const YOUR_APPLICATION_RESUME_PATH = `${YOUR_APPLICATION_PATH}/resume`;

type TokenQuery = { Querystring: { token?: string } };

/**
 * The candidate's own page behind the link in their confirmation (decision 064) and its two downloads, each asked
 * for with the same signed token: it names one applicant, and nothing else is reachable with it. Served by the API
 * as plain HTML without script, like the withdraw page.
 */
export async function yourApplicationRoutes(app: FastifyInstance, deps: YourApplicationDeps): Promise<void> {
  const text = { companyName: deps.companyName, careersContact: deps.careersContact };
  const held = new HeldApplications({
    db: deps.db,
    openingRecords: deps.openingRecords,
    applicants: deps.applicants,
    lists: deps.lists,
    outbox: deps.outbox,
    selfIdentifications: new SelfIdentificationStore(deps.db),
  });

  /** The application the token is for, or the page that says why there is none (the reply is then sent). */
  async function applicationOf(
    token: string | undefined,
    reply: FastifyReply,
  ): Promise<{ application: HeldApplication; check: Extract<LinkTokenCheck, { state: 'valid' }> } | undefined> {
    const check = readLinkToken(deps.signingSecret, 'see-application', token);
    if (check.state !== 'valid') {
      await sendBadLinkPage(reply, check.state, badLinkPage(check.state, text, APPLICATION_LINK_EXPIRED));
      return undefined;
    }
    const application = await held.read(check.id);
    if (!application) {
      await sendLinkPage(reply, 410, noLongerHeldPage(text));
      return undefined;
    }
    return { application, check };
  }

  app.get<TokenQuery>(YOUR_APPLICATION_PATH, async (request, reply) => {
    const found = await applicationOf(request.query.token, reply);
    if (!found) return reply;
    const { application, check } = found;
    const own = tokenQuery(deps.signingSecret, 'see-application', check.id, check.expiresAt);
    const links = {
      dataUrl: `${YOUR_APPLICATION_DATA_PATH}${own}`,
      resumeUrl: `${YOUR_APPLICATION_RESUME_PATH}${own}`,
      // Withdraw works as long as this page does.
      withdrawToken: linkToken(deps.signingSecret, 'withdraw-application', check.id, check.expiresAt),
    };
    return sendLinkPage(reply, 200, yourApplicationPage(application, links, text));
  });

  app.get<TokenQuery>(YOUR_APPLICATION_DATA_PATH, async (request, reply) => {
    const found = await applicationOf(request.query.token, reply);
    if (!found) return reply;
    const data = yourApplicationData(found.application, { companyName: deps.companyName, now: new Date() });
    return sendLinkDownload(reply, {
      filename: 'your-application.json',
      contentType: 'application/json; charset=utf-8',
      body: `${JSON.stringify(data, null, 2)}\n`,
    });
  });

  app.get<TokenQuery>(YOUR_APPLICATION_RESUME_PATH, async (request, reply) => {
    const found = await applicationOf(request.query.token, reply);
    if (!found) return reply;
    const resume = resumeOf(found.application);
    const bytes = resume && (await deps.objects.read(resume.objectKey));
    if (!resume || !bytes) return sendLinkPage(reply, 404, noResumePage(text));
    // Named and typed from its bytes, as every file leaving the API (decision 048).
    return sendLinkDownload(reply, { ...outgoingFile(resume.name, bytes), body: bytes });
  });
}
