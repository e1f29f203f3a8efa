import { randomUUID } from 'node:crypto';
import { isPassing, post, retryAfterMs, type Delivery, type Notice } from './delivery';
import type { IndexingConfig } from './indexingConfig';
import { googleNotificationType, ServiceAccountToken, TokenRefused } from './serviceAccountToken';

/** The most requests one batch carries; each URL still counts against the daily quota. */
export const GOOGLE_BATCH = 100;
export const GOOGLE_PUBLISH_PATH = '/v3/urlNotifications:publish';

/** A multipart/mixed batch of publish requests, one part each, numbered from 1 in the order of `notices`. */
export function batchBody(notices: readonly Notice[], boundary: string): string {
  const parts = notices.map((notice, index) =>
    [
      `--${boundary}`,
      'Content-Type: application/http',
      `Content-ID: <notice-${index + 1}>`,
      '',
      `POST ${GOOGLE_PUBLISH_PATH}`,
      'Content-Type: application/json',
      '',
      JSON.stringify({ url: notice.url, type: googleNotificationType(notice) }),
      '',
    ].join('\r\n'),
  );
  return `${parts.join('')}--${boundary}--\r\n`;
}

/**
 * The status of each request of a batch's answer, by its number; a part whose number or status cannot be read is
 * left out (and so is tried again).
 */
export function batchStatuses(contentType: string | null, body: string): Map<number, number> {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
  const statuses = new Map<number, number>();
  if (!boundary) return statuses;
  for (const part of body.split(`--${boundary}`)) {
    const number = /Content-ID:\s*<response-notice-(\d+)>/i.exec(part)?.[1];
    const status = /^HTTP\/[\d.]+ (\d{3})/m.exec(part)?.[1];
    if (number && status) statuses.set(Number(number), Number(status));
  }
  return statuses;
}

/**
 * Tells Google's Indexing API of changed (URL_UPDATED) and closed (URL_DELETED) job pages in one batch request.
 * Requests are done with from the first up to the first that may pass if tried again (429, 5xx, or no answer);
 * one refused for good (a 400 or 404 for its URL) is reported and passed over. A refused token or batch (401, 403:
 * the service account is not an owner of the site in Search Console) is tried again later, as it needs mending
 * outside the site.
 */
export class GoogleIndexing {
  private readonly tokens: ServiceAccountToken;

  constructor(
    private readonly config: NonNullable<IndexingConfig['google']>,
    private readonly timeoutMs?: number,
  ) {
    this.tokens = new ServiceAccountToken(config.account, timeoutMs);
  }

  async send(notices: readonly Notice[]): Promise<Delivery> {
    let token: string;
    try {
      token = await this.tokens.token();
    } catch (error) {
      if (!(error instanceof TokenRefused)) throw error;
      return { done: 0, retry: { reason: error.message } };
    }
    const boundary = `batch_${randomUUID()}`;
    const answer = await post(
      `${this.config.endpoint}/batch`,
      {
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/mixed; boundary=${boundary}` },
        body: batchBody(notices, boundary),
      },
      this.timeoutMs,
    );
    if (!(answer instanceof Response)) return { done: 0, retry: { reason: answer.reason } };
    const text = await answer.text().catch(() => '');
    if (!answer.ok) {
      if (answer.status === 401) this.tokens.forget();
      return {
        done: 0,
        retry: { reason: `answered ${answer.status}`, afterMs: retryAfterMs(answer.headers.get('retry-after')) },
      };
    }
    return this.doneOf(notices, batchStatuses(answer.headers.get('content-type'), text));
  }

  private doneOf(notices: readonly Notice[], statuses: Map<number, number>): Delivery {
    const refused: string[] = [];
    const delivery: Delivery = { done: notices.length };
    for (const [index, notice] of notices.entries()) {
      const status = statuses.get(index + 1);
      if (status === undefined || isPassing(status) || status === 401 || status === 403) {
        if (status === 401) this.tokens.forget();
        if (delivery.retry) continue;
        delivery.done = index;
        delivery.retry = { reason: status ? `answered ${status} to ${notice.url}` : 'no answer for a URL' };
        delivery.taken = [];
        continue;
      }
      if (status >= 300) refused.push(`${notice.url} (${status})`);
      delivery.taken?.push(index);
    }
    this.reportRefused(refused);
    return delivery;
  }

  private reportRefused(refused: string[]): void {
    if (refused.length > 0)
      console.warn(
        `indexing: Google refused ${refused.length} URLs, not sent again: ${refused.slice(0, 5).join(', ')}`,
      );
  }
}
