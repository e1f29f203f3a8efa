import axios, { type AxiosRequestConfig } from 'axios';
import axiosRetry from 'axios-retry';
import { MESSAGES, RETRY_COUNT } from '@tekvana/contracts';
import { retryAfterSeconds, type HttpFailure, type HttpResult } from './httpResult';

/**
 * Given a reader of a successful answer's headers by name (any case): for what an API answers beside the body, such
 * as the token of a job application's candidate post (decision 063). In a browser, a header the server's CORS does
 * not expose reads as undefined.
 */
export type AnswerHeadersListener = (header: (name: string) => string | undefined) => void;

export type Send = <T>(config: AxiosRequestConfig, onAnswerHeaders?: AnswerHeadersListener) => Promise<HttpResult<T>>;

/**
 * Sends with axios: RETRY_COUNT attempts in all, retrying only when no answer came back (connection refused or
 * dropped, timeout). A server that answered, even with an error, is not asked again. Loaded by the first call
 * (httpClient.ts).
 */
export function createSend(timeout: number): Send {
  const client = axios.create({ timeout });
  axiosRetry(client, {
    retries: RETRY_COUNT - 1,
    retryCondition: (error) => !error.response && !axios.isCancel(error),
    retryDelay: (retryCount) => 200 * 2 ** (retryCount - 1),
    shouldResetTimeout: true,
  });

  async function send<T>(config: AxiosRequestConfig, onAnswerHeaders?: AnswerHeadersListener): Promise<HttpResult<T>> {
    try {
      const response = await client.request<T>(config);
      // axios names every header in lower case.
      const headers: Record<string, unknown> = response.headers;
      onAnswerHeaders?.((name) => {
        const value = headers[name.toLowerCase()];
        return typeof value === 'string' ? value : undefined;
      });
      return response.data;
    } catch (error) {
      if (axios.isAxiosError(error) && error.response) {
        const { status, headers } = error.response;
        const failure: HttpFailure = { code: 'ERROR', message: `The server answered ${status}.`, status };
        const wait = status === 429 ? retryAfterSeconds(headers['retry-after']) : undefined;
        if (wait !== undefined) failure.retryAfterSeconds = wait;
        const body: unknown = error.response.data;
        if (typeof body === 'object' && body !== null) {
          const { error: detail, field } = body as { error?: unknown; field?: unknown };
          if (typeof detail === 'string') failure.detail = detail;
          if (typeof field === 'string') failure.field = field;
        }
        return failure;
      }
      return { code: 'ERROR', message: MESSAGES.connectError };
    }
  }

  return send;
}
