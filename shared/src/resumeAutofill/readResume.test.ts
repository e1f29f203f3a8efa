/** @jest-environment jsdom */
import { readResume } from './readResume';
import type { ResumeWorker } from './resumeWorker';
import { resumeWorkers } from './resumeWorkers';

jest.mock('./resumeWorkers', () => ({ resumeWorkers: { pdf: jest.fn(), docx: jest.fn() } }));

/** A worker that answers what `answer` gives for a request, or never. */
function fakeWorker(answer?: unknown) {
  const worker = {
    onmessage: null as ((event: { data: unknown }) => void) | null,
    onerror: null as (() => void) | null,
    postMessage: jest.fn(() => {
      if (answer !== undefined) setTimeout(() => worker.onmessage?.({ data: answer }));
    }),
    terminate: jest.fn(),
  };
  return worker;
}

const pdf = new File(['%PDF-1.7\n1 0 obj'], 'cv.pdf', { type: 'application/pdf' });
const docx = new File(['PK\u0003\u0004rest of a zip'], 'cv.docx');

beforeEach(() => jest.mocked(resumeWorkers.pdf).mockReset());

it('reads by the bytes, not the name: a PDF, a DOCX file, and nothing else', async () => {
  const worker = fakeWorker({ read: true, fields: { email: 'a@example.com' }, pages: 1, ms: 12 });
  jest.mocked(resumeWorkers.pdf).mockReturnValue(worker as unknown as ResumeWorker);
  await expect(readResume(pdf)).resolves.toEqual({ outcome: 'found', fields: { email: 'a@example.com' }, ms: 12 });
  expect(worker.terminate).toHaveBeenCalled();

  const docxWorker = fakeWorker({ read: false, problem: 'unreadable' });
  jest.mocked(resumeWorkers.docx).mockReturnValue(docxWorker as unknown as ResumeWorker);
  await expect(readResume(docx)).resolves.toEqual({ outcome: 'unreadable' });

  for (const other of [
    new File(['{\\rtf1 text}'], 'cv.pdf'),
    new File(['PK\u0003\u0004zip'], 'cv.odt'),
    new File(['Asha Patel'], 'cv.txt'),
  ])
    await expect(readResume(other)).resolves.toEqual({ outcome: 'unsupported' });
  expect(resumeWorkers.pdf).toHaveBeenCalledTimes(1);
});

it('stops a worker that does not answer in time, and one whose read was called off', async () => {
  const stuck = fakeWorker();
  jest.mocked(resumeWorkers.pdf).mockReturnValue(stuck as unknown as ResumeWorker);
  await expect(readResume(pdf, { timeoutMs: 50 })).resolves.toEqual({ outcome: 'timed-out' });
  expect(stuck.terminate).toHaveBeenCalledTimes(1);

  const abandoned = fakeWorker();
  jest.mocked(resumeWorkers.pdf).mockReturnValue(abandoned as unknown as ResumeWorker);
  const abort = new AbortController();
  const called = readResume(pdf, { signal: abort.signal });
  await new Promise((resolve) => setTimeout(resolve, 20));
  abort.abort();
  await expect(called).resolves.toEqual({ outcome: 'unreadable' });
  expect(abandoned.terminate).toHaveBeenCalledTimes(1);
});
