import { RESUME_MAX_BYTES } from '@tekvana/shared';

export const RESUME_REQUIRED = 'Attach your resume.';
export const RESUME_TOO_LARGE = 'The resume is larger than 10 MB. Please attach a smaller file.';
export const RESUME_EMPTY = 'The resume file is empty. Please attach your resume.';

/** What the file's size alone says; its format needs its bytes (resumeCheck.ts). */
export function resumeError(file: File | null): string | undefined {
  if (!file) return undefined;
  if (file.size === 0) return RESUME_EMPTY;
  return file.size > RESUME_MAX_BYTES ? RESUME_TOO_LARGE : undefined;
}
