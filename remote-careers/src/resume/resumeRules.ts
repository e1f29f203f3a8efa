/** A careers form's message for a resume not chosen; what a chosen one may get wrong is @tekvana/shared/files'. */
export const RESUME_REQUIRED = 'Attach your resume.';
