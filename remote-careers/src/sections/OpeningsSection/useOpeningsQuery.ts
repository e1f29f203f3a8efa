import { useCallback, useMemo } from 'react';
import { useSiteSearchParams } from '@tekvana/shared';
import { parseOpeningsQuery, withOpeningsQuery, type OpeningsQuery } from './openingsQuery';

/**
 * The openings list's search, country, type, sort and page, read from and written to the URL. Changes replace
 * the history entry: typing must not fill Back with one entry per key, and Back from a job returns here.
 */
export function useOpeningsQuery(): [OpeningsQuery, (change: Partial<OpeningsQuery>) => void] {
  const [params, setParams] = useSiteSearchParams();
  const query = useMemo(() => parseOpeningsQuery(params), [params]);
  const update = useCallback(
    (change: Partial<OpeningsQuery>) =>
      setParams((current) => withOpeningsQuery(current, change), { replace: true, keepScroll: true }),
    [setParams],
  );
  return [query, update];
}
