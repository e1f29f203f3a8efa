// See pdfResume.worker.ts: hides the worker's postMessage while pdf.js's worker module loads. A side effect, so
// shared/package.json lists this file under sideEffects (else the import is dropped from the build). The function is
// the global object's own property (WebIDL puts a global's operations on the object itself): it is kept to put back.
export const workerPostMessage: unknown = self.postMessage;
Object.defineProperty(self, 'postMessage', { value: undefined, configurable: true, writable: true });
