// Unit tests run as CommonJS in jsdom, with neither import.meta nor workers: a chosen resume is not read there (its
// reading is the browser tests' and the bench's). See shared/src/resumeAutofill/resumeWorkers.ts.
const noWorker = (): Worker => {
  throw new Error('No workers in unit tests');
};

export const resumeWorkers = { pdf: noWorker, docx: noWorker };
