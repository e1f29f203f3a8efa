// See pdfResume.worker.ts: the worker's own postMessage again, from its prototype.
delete (self as { postMessage?: unknown }).postMessage;
