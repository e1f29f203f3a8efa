import { ResumeWorker } from './resumeWorker';

/**
 * The worker that reads each kind of resume, made only here: the one module with `import.meta`, which the unit tests
 * (CommonJS, no workers) replace with a stand-in (tools/jest/resumeWorkersStub.ts).
 */
export const resumeWorkers = {
  // Chunks named "…-worker" hold everything they need (shared/webpack/createConfig.js): a worker started from a
  // blob cannot load more chunks, having no address of its own to find them from.
  pdf: () =>
    new ResumeWorker(/* webpackChunkName: "resume-pdf-worker" */ new URL('./pdfResume.worker.ts', import.meta.url)),
  docx: () =>
    new ResumeWorker(/* webpackChunkName: "resume-docx-worker" */ new URL('./docxResume.worker.ts', import.meta.url)),
};
