import type { AxiosRequestConfig } from 'axios';
import { MESSAGES } from '@tekvana/contracts';
import { yieldToMain } from '../scheduling/yieldToMain';
import type { AnswerHeadersListener, Send } from './axiosSend';
import { UPLOAD_TIMEOUT_MS, type HttpResult } from './httpResult';
import { transferConfig, type Transfer } from './transfer';

const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * The site's HTTP wrapper (the retries are axiosSend.ts's). axios is loaded by the first call, not with the
 * section that may make one: evaluating it and building the client is a few milliseconds of a phone's start-up
 * that a page served with its answers does not need (docs/performance.md). A failed load answers the connect
 * error, like a dropped connection, and the next call tries the load again.
 */
export function createHttpClient(timeout = DEFAULT_TIMEOUT_MS) {
  let loading: Promise<Send> | undefined;

  async function send<T>(config: AxiosRequestConfig, onAnswerHeaders?: AnswerHeadersListener): Promise<HttpResult<T>> {
    // The requests go in a task after the one that evaluated axios: together, on a phone, they made one long task.
    const load = (loading ??= import('./axiosSend').then(async ({ createSend }) => {
      await yieldToMain();
      return createSend(timeout);
    }));
    let sendWithAxios: Send;
    try {
      sendWithAxios = await load;
    } catch {
      // Only the failed load is forgotten, not one a later call has started since.
      if (loading === load) loading = undefined;
      return { code: 'ERROR', message: MESSAGES.connectError };
    }
    return sendWithAxios<T>(config, onAnswerHeaders);
  }

  return {
    /** A read; aborting `signal` (a superseded search) stops it without a retry and answers a failure. */
    get: <T>(url: string, transfer: Transfer = {}) => send<T>({ method: 'GET', url, ...transferConfig(transfer) }),
    /**
     * With an idempotency key the server stores the request once however often it arrives: the key is in the
     * request's headers, so every retry of this call carries the same one. `onAnswerHeaders` is told the headers of
     * a successful answer.
     */
    postJson: <T>(
      url: string,
      body: unknown,
      {
        idempotencyKey,
        onAnswerHeaders,
        ...transfer
      }: { idempotencyKey?: string; onAnswerHeaders?: AnswerHeadersListener } & Transfer = {},
    ) =>
      send<T>(
        {
          method: 'POST',
          url,
          data: body,
          headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {},
          ...transferConfig(transfer),
        },
        onAnswerHeaders,
      ),
    putJson: <T>(url: string, body: unknown) => send<T>({ method: 'PUT', url, data: body }),
    /** Raw upload (a resume to its signed URL), sent with the file's own content type. */
    putFile: <T>(url: string, file: Blob, transfer: Transfer = {}) =>
      send<T>({
        method: 'PUT',
        url,
        data: file,
        timeout: UPLOAD_TIMEOUT_MS,
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
        ...transferConfig(transfer),
      }),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** The client every section uses. */
export const http = createHttpClient();
