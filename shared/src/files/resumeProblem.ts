import {
  ACCEPTED_RESUME_TYPES,
  RESUME_MAX_BYTES,
  RESUME_SNIFF_BYTES,
  resumeNeedsWholeFile,
  resumeTypeOf,
} from '@tekvana/contracts';
import { readBlob } from './readBlob';

export const RESUME_TOO_LARGE = 'The resume is larger than 10 MB. Please attach a smaller file.';
export const RESUME_EMPTY = 'The resume file is empty. Please attach your resume.';
export const RESUME_WRONG_TYPE = `The resume must be a ${ACCEPTED_RESUME_TYPES} file. Please attach it in one of these formats.`;
export const RESUME_UNREADABLE = 'The resume could not be read. Please choose the file again.';

/** What the file's size alone says; its format needs its bytes (resumeTypeProblem). */
export function resumeSizeProblem(file: File | null): string | undefined {
  if (!file) return undefined;
  if (file.size === 0) return RESUME_EMPTY;
  return file.size > RESUME_MAX_BYTES ? RESUME_TOO_LARGE : undefined;
}

/**
 * Reads the chosen file and checks its format with the API's own check, so a file the API would refuse is named
 * before anything is sent. The start is enough except for a ZIP (DOCX, ODT), whose directory is at its end: that
 * is read whole (resumes over 10 MB are refused before this). Resolves with the message to show, or undefined.
 */
export async function resumeTypeProblem(file: File | null): Promise<string | undefined> {
  if (!file || file.size === 0) return undefined;
  try {
    const head = await readBlob(file.slice(0, RESUME_SNIFF_BYTES), 'bytes');
    const bytes = resumeNeedsWholeFile(head) && file.size > head.length ? await readBlob(file, 'bytes') : head;
    return resumeTypeOf(bytes) ? undefined : RESUME_WRONG_TYPE;
  } catch {
    // The file went away or became unreadable after it was chosen.
    return RESUME_UNREADABLE;
  }
}

/** Everything the API would refuse about a chosen resume (decision 004), as the message to show, or undefined. */
export async function resumeProblem(file: File | null): Promise<string | undefined> {
  return resumeSizeProblem(file) ?? (await resumeTypeProblem(file));
}
