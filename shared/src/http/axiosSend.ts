import axios, { type AxiosRequestConfig } from 'axios';
import axiosRetry from 'axios-retry';
import { MESSAGES, RETRY_COUNT } from '@tekvana/contracts';
import { retryAfterSeconds, type HttpFailure, type HttpResult } from './httpResult';

export type Send = <T>(config: AxiosRequestConfig) => Promise<HttpResult<T>>;

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

  async function send<T>(config: AxiosRequestConfig): Promise<HttpResult<T>> {
    try {
      const response = await client.request<T>(config);
      return response.data;
    } catch (error) {
      if (axios.isAxiosError(error) && error.response) {
        const { status, headers } = error.response;
        const failure: HttpFailure = { code: 'ERROR', message: `The server answered ${status}.`, status };
        const wait = status === 429 ? retryAfterSeconds(headers['retry-after']) : undefined;
        if (wait !== undefined) failure.retryAfterSeconds = wait;
        return failure;
      }
      return { code: 'ERROR', message: MESSAGES.connectError };
    }
  }

  return send;
}
