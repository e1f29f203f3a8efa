// See pdfResume.worker.ts: the worker's own postMessage again, as it was before pdf.js's worker module loaded.
import { workerPostMessage } from './hidePostMessage';

Object.defineProperty(self, 'postMessage', { value: workerPostMessage, configurable: true, writable: true });
