import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '@tekvana/contracts/html';
import { anonymousLog, type BoundedLog } from '../http/boundedLog';
import type { ReleaseFiles } from './releaseFiles';
import { verifyPreview, type PreviewGrant } from '@tekvana/release-kit/previewToken';

/** Opening a preview link: `/_site/preview?token=…`; leaving one: `/_site/preview/leave`. */
export const PREVIEW_PATH = '/_site/preview';
export const LEAVE_PREVIEW_PATH = `${PREVIEW_PATH}/leave`;
const COOKIE = 'tekvana_preview';

/**
 * The banner a previewing browser sees on every page, outside the app's root so the app never meets it. The site's
 * header is fixed at the top, so the banner is fixed at the bottom, above a spacer that keeps the page's end in view.
 * It goes last in the body.
 */
export function previewBanner(grant: PreviewGrant): string {
  return (
    `<div role="status" data-preview-banner style="position:fixed;inset:auto 0 0 0;z-index:2000;padding:.5rem 1rem;` +
    `background:#212529;color:#fff;font:14px/1.4 system-ui,sans-serif;text-align:center">` +
    `Preview of ${escapeHtml(grant.app)} release ${escapeHtml(grant.id)}. ` +
    `<a href="${LEAVE_PREVIEW_PATH}" style="color:#fff;text-decoration:underline">Leave preview</a></div>` +
    '<div aria-hidden="true" style="height:4.5rem"></div>'
  );
}

/**
 * Preview links (docs/decisions/053-preview-links.md). A valid link sets a cookie that holds the signed grant; every
 * request of that browser is checked again against the signature, the expiry and the store, so an expired or
 * altered cookie, or a release that is not stored, only ever gets the live site. A refused link is logged, one line
 * each up to a bound a minute (docs/decisions/069-release-files-checked-and-reports-bounded.md): anyone can send one.
 */
export class Previews {
  constructor(
    private readonly secret: Buffer,
    private readonly releases: Pick<ReleaseFiles, 'record'>,
    private readonly secure: boolean,
    private readonly refusals: BoundedLog = anonymousLog,
  ) {}

  /** The grant the request's cookie carries, if it is still good and names a stored release. */
  async grantOf(request: FastifyRequest): Promise<PreviewGrant | undefined> {
    const token = request.cookies[COOKIE];
    if (!token) return undefined;
    const grant = verifyPreview(this.secret, token);
    if (typeof grant === 'string') return undefined;
    return (await this.releases.record(grant.app, grant.id)) ? grant : undefined;
  }

  async register(app: FastifyInstance): Promise<void> {
    await app.register(fastifyCookie);
    app.get<{ Querystring: { token?: string } }>(PREVIEW_PATH, async (request, reply) => {
      const grant = verifyPreview(this.secret, String(request.query.token ?? ''));
      const stored = typeof grant === 'string' ? undefined : await this.releases.record(grant.app, grant.id);
      reply.header('Cache-Control', 'no-store');
      if (typeof grant === 'string' || !stored) {
        const why = typeof grant === 'string' ? grant : `${grant.app} ${grant.id} is not in the release store`;
        this.refusals.warn('preview: link refused', `preview: link refused: ${why}`);
        return reply
          .code(400)
          .clearCookie(COOKIE, { path: '/' })
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview link not valid</title></head>` +
              `<body><main><h1>This preview link is not valid</h1><p>It has expired or was changed. Ask for a new ` +
              `link. <a href="/">Go to the site</a></p></main></body></html>`,
          );
      }
      return reply
        .setCookie(COOKIE, String(request.query.token), {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: this.secure,
          expires: new Date(grant.expires),
        })
        .redirect('/', 303);
    });
    app.get(LEAVE_PREVIEW_PATH, async (_request, reply) =>
      reply.header('Cache-Control', 'no-store').clearCookie(COOKIE, { path: '/' }).redirect('/', 303),
    );
  }
}
