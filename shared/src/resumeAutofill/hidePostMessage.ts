// See pdfResume.worker.ts: hides the worker's postMessage while pdf.js's worker module loads.
Object.defineProperty(self, 'postMessage', { value: undefined, configurable: true, writable: true });
