import { use, useCallback, useEffect, useState } from 'react';

export type AsyncData<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

type Load<T> = (key: string) => Promise<T>;

const LOADING = { status: 'loading' } as const;

// First loads in flight, per loader and key. A section suspends on its first load (so the page it sits on
// becomes ready complete, with no loading flash or layout shift); the entry is dropped once a section has
// mounted with it, so a later visit loads afresh.
let firstLoads = new WeakMap<Load<unknown>, Map<string, Promise<AsyncData<unknown>>>>();

/** Tests start from a clean slate. */
export function forgetFirstLoads(): void {
  firstLoads = new WeakMap();
}

function settle<T>(load: Load<T>, key: string): Promise<AsyncData<T>> {
  return load(key).then(
    (data): AsyncData<T> => ({ status: 'ready', data }),
    (error: unknown): AsyncData<T> => {
      // Decision 012: list failures are logged, and the visitor also gets a message with a retry.
      console.error(error);
      return { status: 'error' };
    },
  );
}

function firstLoad<T>(load: Load<T>, key: string): Promise<AsyncData<T>> {
  let byKey = firstLoads.get(load as Load<unknown>);
  if (!byKey) {
    byKey = new Map();
    firstLoads.set(load as Load<unknown>, byKey);
  }
  let pending = byKey.get(key) as Promise<AsyncData<T>> | undefined;
  if (!pending) {
    pending = settle(load, key);
    byKey.set(key, pending);
  }
  return pending;
}

interface Options {
  /**
   * Suspend until the first answer instead of reporting 'loading': the nearest Suspense boundary (the shell's
   * section placeholder) shows while the first load runs, and a pre-rendered page stays until the data is in.
   */
  suspendFirstLoad?: boolean;
}

/**
 * Loads `load(key)` and again on `retry` or a new key. `load` must be a stable (module-level) function.
 * A late answer for an old key or attempt is ignored.
 */
export function useAsyncData<T>(load: Load<T>, key: string, { suspendFirstLoad = false }: Options = {}): AsyncData<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ token: string; value: AsyncData<T> }>();
  // Only until the first answer is in state: later renders (a retry, a filter) never suspend again.
  const first = suspendFirstLoad && !settled ? use(firstLoad(load, key)) : undefined;
  if (first && !settled) setSettled({ token: `0:${key}`, value: first });
  const token = `${attempt}:${key}`;
  const needsLoad = settled?.token !== token;

  useEffect(() => {
    if (suspendFirstLoad) firstLoads.get(load as Load<unknown>)?.delete(key);
  }, [load, key, suspendFirstLoad]);

  useEffect(() => {
    if (!needsLoad) return undefined;
    let current = true;
    void settle(load, key).then((value) => current && setSettled({ token, value }));
    return () => {
      current = false;
    };
  }, [load, key, token, needsLoad]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: AsyncData<T> = needsLoad || !settled ? (first ?? LOADING) : settled.value;
  return { ...state, retry };
}
