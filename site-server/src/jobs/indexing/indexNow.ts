import { isPassing, post, retryAfterMs, type Delivery, type Notice } from './delivery';

/** The most URLs IndexNow takes in one submission. */
export const INDEXNOW_BATCH = 10_000;

/** The key file IndexNow's engines read to trust the site's submissions: at the root, holding only the key. */
export const indexNowKeyPath = (key: string) => `/${key}.txt`;

/**
 * Tells IndexNow of changed and closed pages (one list: an engine reads each page and sees a 410 for a closed job).
 * 200 and 202 take them; 429 and the receiver's failures are tried again; 403 (the key file not found or not
 * matching, as when the site was just deployed) too, as it mends itself once the file is served; 400 and 422 would
 * refuse the same list again, so they are reported and passed over.
 */
export async function sendToIndexNow(
  { key, endpoint }: { key: string; endpoint: string },
  siteUrl: string,
  notices: readonly Notice[],
  timeoutMs?: number,
): Promise<Delivery> {
  const site = new URL(siteUrl);
  const answer = await post(
    endpoint,
    {
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({
        host: site.host,
        key,
        keyLocation: new URL(indexNowKeyPath(key), site).href,
        urlList: notices.map((notice) => notice.url),
      }),
    },
    timeoutMs,
  );
  if (!(answer instanceof Response)) return { done: 0, retry: { reason: answer.reason } };
  await answer.body?.cancel();
  if (answer.ok) return { done: notices.length };
  const reason = `answered ${answer.status}`;
  if (isPassing(answer.status) || answer.status === 403)
    return { done: 0, retry: { reason, afterMs: retryAfterMs(answer.headers.get('retry-after')) } };
  console.warn(`indexing: IndexNow ${reason} to ${notices.length} URLs; they are not sent again.`);
  return { done: notices.length };
}
