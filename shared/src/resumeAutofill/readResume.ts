import { RESUME_MAX_BYTES } from '@tekvana/contracts';
import { readBlob } from '../files/readBlob';
import type { ResumeFields } from './extractResumeFields';
import type { ResumeAnswer } from './resumeMessages';
import { resumeWorkers } from './resumeWorkers';

/** What reading a chosen resume came to. */
export type ResumeRead =
  | { outcome: 'found'; fields: ResumeFields; ms: number }
  /** A PDF whose pages have no text: a scan, most likely. */
  | { outcome: 'no-text' }
  | { outcome: 'encrypted' }
  /** Not a PDF or a DOCX file by its bytes, or larger than a resume may be (the form says so): nothing is read. */
  | { outcome: 'unsupported' }
  /** A broken file, or one the reader failed on. */
  | { outcome: 'unreadable' }
  /** The reader took longer than a resume can: it was stopped. */
  | { outcome: 'timed-out' }
  /** No workers here (the unit tests): nothing is read. */
  | { outcome: 'unavailable' };

/** A resume is read in well under a second on a phone; a file that takes this long is built to hang its reader. */
export const RESUME_READ_TIMEOUT_MS = 10_000;

/** The reader a file needs by its first bytes (not its name): a PDF's signature, or a ZIP named .docx. */
async function kindOf(file: File): Promise<keyof typeof resumeWorkers | undefined> {
  const text = String.fromCharCode(...(await readBlob(file.slice(0, 5), 'bytes')));
  if (text === '%PDF-') return 'pdf';
  if (text.startsWith('PK\u0003\u0004') && /\.docx$/i.test(file.name)) return 'docx';
  return undefined;
}

/**
 * Reads a chosen resume in a worker, on this device: its text never leaves it. The worker is ended when it answers,
 * when `signal` aborts (another file was chosen) or when the time runs out, so a file built to hang a parser costs
 * the page nothing but the wait.
 */
export async function readResume(
  file: File,
  { signal, timeoutMs = RESUME_READ_TIMEOUT_MS }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ResumeRead> {
  if (file.size > RESUME_MAX_BYTES) return { outcome: 'unsupported' };
  let kind: keyof typeof resumeWorkers | undefined;
  let bytes: ArrayBuffer;
  try {
    kind = await kindOf(file);
    if (!kind) return { outcome: 'unsupported' };
    const read = await readBlob(file, 'bytes');
    bytes = read.buffer.slice(read.byteOffset, read.byteOffset + read.byteLength) as ArrayBuffer;
  } catch {
    // Moved, deleted or no longer readable since it was chosen.
    return { outcome: 'unreadable' };
  }
  // Called off while the file was read (another file chosen): no worker is started for it.
  if (signal?.aborted) return { outcome: 'unreadable' };
  let worker: Worker;
  try {
    worker = resumeWorkers[kind]();
  } catch {
    return { outcome: 'unavailable' };
  }
  return new Promise<ResumeRead>((resolve) => {
    const finish = (read: ResumeRead) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', aborted);
      worker.terminate();
      resolve(read);
    };
    const aborted = () => finish({ outcome: 'unreadable' });
    const timer = setTimeout(() => finish({ outcome: 'timed-out' }), timeoutMs);
    signal?.addEventListener('abort', aborted);
    worker.onmessage = (event: MessageEvent<ResumeAnswer>) => {
      const answer = event.data;
      finish(answer.read ? { outcome: 'found', fields: answer.fields, ms: answer.ms } : { outcome: answer.problem });
    };
    worker.onerror = () => finish({ outcome: 'unreadable' });
    worker.postMessage({ bytes }, [bytes]);
  });
}
