import { useLocation, useSearchParams } from 'react-router-dom';
import type { Opening } from '@tekvana/shared';
import { useAsyncData } from '../hooks/useAsyncData';
import { loadOpening } from './openingLoader';

export type OpeningResult =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'missing' }
  | { status: 'found'; opening: Opening };

/** What View Job puts into the navigation state. */
export interface OpeningNavigationState {
  opening: Opening;
}

function openingFromState(state: unknown, jobId: string): Opening | undefined {
  const opening = (state as Partial<OpeningNavigationState> | null)?.opening;
  return opening && typeof opening === 'object' && String(opening.REQ_ID) === jobId ? opening : undefined;
}

const NO_OPENING = () => Promise.resolve(undefined);

/** The opening of the page's jobId: from the navigation state when View Job brought it, else from the API. */
export function useOpening(): OpeningResult {
  const [params] = useSearchParams();
  const jobId = params.get('jobId') ?? '';
  const fromState = openingFromState(useLocation().state, jobId);
  const loaded = useAsyncData(fromState ? NO_OPENING : loadOpening, jobId);
  if (fromState) return { status: 'found', opening: fromState };
  if (loaded.status === 'ready') return loaded.data ? { status: 'found', opening: loaded.data } : { status: 'missing' };
  if (loaded.status === 'error') return { status: 'error', retry: loaded.retry };
  return { status: 'loading' };
}
