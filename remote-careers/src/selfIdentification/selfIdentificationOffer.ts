import { useSyncExternalStore } from 'react';

/**
 * The application just sent, whose candidate may now self-identify (decision 063). The application form and the
 * step are siblings on the job page, each with its own owner, and the step must sit outside the application's
 * <form> (a form inside a form is invalid HTML, and Enter in a radio button would submit the application): the form
 * offers the step here and the step reads it, so neither renders the other.
 */
interface Offer {
  /** The opening applied to: the step shows on its page only. */
  reqId: number;
  candidateId: string;
  /** What the API gave with the candidate post: the answers are stored only with it (decision 063). */
  token: string;
  /** Answered or skipped: a later visit to the job page does not ask again. */
  ended: boolean;
}

let current: Offer | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(next: Offer): void {
  current = next;
  listeners.forEach((listener) => listener());
}

/** Called once an application to this opening was sent successfully. */
export const offerSelfIdentification = (reqId: number, candidateId: string, token: string): void =>
  publish({ reqId, candidateId, token, ended: false });

/** The candidate answered or skipped. */
export function endSelfIdentification(): void {
  if (current) publish({ ...current, ended: true });
}

const currentOffer = () => current;
/** A pre-rendered job page is made before anyone applied: it offers nothing, and hydration must find that. */
const servedOffer = () => undefined;

/** The offer made for this opening, if any. */
export function useSelfIdentificationOffer(reqId: number): Readonly<Offer> | undefined {
  const offer = useSyncExternalStore(subscribe, currentOffer, servedOffer);
  return offer?.reqId === reqId ? offer : undefined;
}
