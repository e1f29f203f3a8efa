import { extractResumeFields, RESUME_TEXT_MAX } from './extractResumeFields';
import type { ResumeAnswer, ResumeRequest } from './resumeMessages';

/** A resume's text as a reader finds it, or why there is none. */
export type ResumeText =
  /** `pages`: how many were read, where the format has pages. */
  { text: string; pages?: number } | { problem: 'encrypted' | 'no-text' | 'unreadable' };

/**
 * A resume worker's whole job: each message is a file's bytes; the answer is the fields its text gives (read and
 * searched here, off the page's thread), or why it could not be read. The page bounds the time it waits and ends
 * the worker when that runs out.
 */
/** The worker's own scope, as much of it as this uses (the apps compile with the DOM's types, not a worker's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ResumeRequest>) => void) | null;
  postMessage(message: ResumeAnswer): void;
}

export function serveResumeReads(read: (bytes: ArrayBuffer) => Promise<ResumeText>): void {
  const scope = self as unknown as WorkerScope;
  scope.onmessage = async (event) => {
    const started = performance.now();
    const answer: ResumeAnswer = await read(event.data.bytes).then(
      (found): ResumeAnswer => {
        if ('problem' in found) return { read: false, problem: found.problem };
        if (found.text.trim().length === 0) return { read: false, problem: 'no-text' };
        const fields = extractResumeFields(found.text.slice(0, RESUME_TEXT_MAX));
        return { read: true, fields, pages: found.pages, ms: Math.round(performance.now() - started) };
      },
      (): ResumeAnswer => ({ read: false, problem: 'unreadable' }),
    );
    scope.postMessage(answer);
  };
}
