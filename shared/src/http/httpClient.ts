import axios, { type AxiosRequestConfig } from 'axios';
import axiosRetry from 'axios-retry';
import { MESSAGES, RETRY_COUNT } from '../constants';

/** What a call answers instead of data when it failed (SPEC section 7: code ERROR). */
export interface HttpFailure {
  code: 'ERROR';
  message: string;
  /** HTTP status when the server answered with an error; absent for network errors. */
  status?: number;
}

export type HttpResult<T> = T | HttpFailure;

export function isHttpFailure(value: unknown): value is HttpFailure {
  return typeof value === 'object' && value !== null && (value as { code?: unknown }).code === 'ERROR';
}

const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * The site's HTTP wrapper: RETRY_COUNT attempts in all, retrying only when no answer came back (connection
 * refused or dropped, timeout). A server that answered, even with an error, is not asked again.
 */
export function createHttpClient(timeout = DEFAULT_TIMEOUT_MS) {
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
        return { code: 'ERROR', message: `The server answered ${error.response.status}.`, status: error.response.status };
      }
      return { code: 'ERROR', message: MESSAGES.connectError };
    }
  }

  return {
    get: <T>(url: string) => send<T>({ method: 'GET', url }),
    postJson: <T>(url: string, body: unknown) => send<T>({ method: 'POST', url, data: body }),
    putJson: <T>(url: string, body: unknown) => send<T>({ method: 'PUT', url, data: body }),
    /** Raw upload (a resume to its signed URL), sent with the file's own content type. */
    putFile: <T>(url: string, file: Blob) =>
      send<T>({ method: 'PUT', url, data: file, headers: { 'Content-Type': file.type || 'application/octet-stream' } }),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** The client every section uses. */
export const http = createHttpClient();
