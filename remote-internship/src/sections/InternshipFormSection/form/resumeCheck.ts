import { ACCEPTED_RESUME_TYPES } from '@tekvana/shared';

/** Under the resume field: what the API takes (decision 004). */
export const RESUME_HINT = `${ACCEPTED_RESUME_TYPES}, up to 10 MB.`;
