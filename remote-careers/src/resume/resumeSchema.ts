import * as z from '@tekvana/contracts/schema';
import { resumeProblem } from '@tekvana/shared/files';
import { RESUME_REQUIRED } from './resumeRules';

/**
 * A resume field's schema, the same in every careers form: present, not empty, at most 10 MB, and a resume by
 * its bytes (decision 004), so the API never gets a file it would refuse.
 */
export const resumeSchema = z.instanceof(File, { error: RESUME_REQUIRED }).check(
  z.superRefine(async (file, context) => {
    const problem = await resumeProblem(file);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
);
