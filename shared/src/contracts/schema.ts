import * as z from 'zod/mini';

// zod compiles fast paths with new Function unless told not to; the site's CSP has no 'unsafe-eval', and even
// zod's caught probe for it is reported as a violation. Every schema of the site is written with this module's
// `z`, so the setting is in force before any schema runs.
z.config({ jitless: true });

export { z };
