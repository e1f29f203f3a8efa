import type { AxiosProgressEvent, AxiosRequestConfig } from 'axios';

/**
 * What a caller gives one request besides its body: a signal that aborts it (a visitor's Cancel, a superseded
 * search), and a listener told what share of the body has gone, from 0 to 1, as the browser reports it.
 */
export interface Transfer {
  signal?: AbortSignal;
  onUploadProgress?: (sentShare: number) => void;
}

/** The axios options for a transfer. An aborted request is not retried (axiosSend.ts) and answers a failure. */
export function transferConfig({ signal, onUploadProgress }: Transfer): AxiosRequestConfig {
  return {
    ...(signal ? { signal } : {}),
    ...(onUploadProgress
      ? {
          // A body of unknown length gives no share; the listener hears of it when it is known.
          onUploadProgress: ({ loaded, total }: AxiosProgressEvent) => {
            if (total) onUploadProgress(Math.min(1, loaded / total));
          },
        }
      : {}),
  };
}
