import { createSubmitTracker, type SubmitStepState } from '@tekvana/shared/files';
import type { ApplicationClient } from '../../../api/applicationClient';
import { filledValues, lists, mailRecipients, usOpening } from '../../../testing/applicationFixtures';
import { submitApplication, SUBMIT_STEP_LABELS, type SubmitStep } from './submitApplication';

const failure = { code: 'ERROR', message: 'The server answered 500.', status: 500 };
/** The token the candidate post's answer carries, for the self-identification (decision 063). */
const TOKEN = 'self-identify.id-1';
/** The first application's success: its candidate, and the token to self-identify with. */
const SUCCEEDED = { ok: true, candidateId: 'id-1', selfIdentificationToken: TOKEN };

function workingClient(): jest.Mocked<ApplicationClient> {
  return {
    postCandidate: jest.fn().mockResolvedValue({ answer: 'Inserted', selfIdentificationToken: TOKEN }),
    postAttachment: jest.fn().mockResolvedValue('Inserted'),
    postAttachmentInfo: jest.fn().mockResolvedValue('Inserted'),
    requestSignedUrl: jest.fn().mockResolvedValue({ signedUrl: 'http://api/uploads/x?signature=1' }),
    uploadResume: jest.fn().mockResolvedValue(''),
    sendMail: jest.fn().mockResolvedValue({ code: 'OK', id: 'm1' }),
    readAsDataUrl: jest.fn().mockResolvedValue('data:application/pdf;base64,JVBERi0='),
  };
}

const input = () => ({ values: filledValues(), opening: usOpening, lists, mail: mailRecipients });
let counter = 0;
/** A tracker as the form's hook makes one: what it showed, and the Cancel it listens to. */
function tracking() {
  const controller = new AbortController();
  const shown: SubmitStepState[] = [];
  return { controller, shown, tracker: createSubmitTracker(controller.signal, (step) => shown.push(step)) };
}
const env = (client: ApplicationClient, { tracker } = tracking()) => ({
  client,
  tracker,
  newId: () => `id-${(counter += 1)}`,
  now: () => new Date('2025-07-01T10:00:00Z'),
});

const order: [SubmitStep, keyof ApplicationClient][] = [
  ['candidate', 'postCandidate'],
  ['attachment', 'postAttachment'],
  ['attachmentInfo', 'postAttachmentInfo'],
  ['signedUrl', 'requestSignedUrl'],
  ['upload', 'uploadResume'],
  ['mail', 'sendMail'],
];

beforeEach(() => {
  counter = 0;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('submitApplication', () => {
  it('runs every step in order with linked ids and succeeds', async () => {
    const client = workingClient();
    await expect(submitApplication(input(), env(client))).resolves.toEqual(SUCCEEDED);
    const calls = order.map(([, method]) => (client[method] as jest.Mock).mock.invocationCallOrder[0]);
    expect(calls).toEqual([...calls].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(client.postCandidate.mock.calls[0]?.[0]).toMatchObject({ EXTERNALCANDIDATE_UUID: 'id-1' });
    expect(client.postAttachment.mock.calls[0]?.[0]).toMatchObject({
      ATCHMT_ID: 'id-2',
      TBL_RW_ID: 'id-1',
      ATTACHMENT_INFO_ID: 'id-3',
    });
    expect(client.postAttachmentInfo.mock.calls[0]?.[0]).toMatchObject({ ATTACHMENTINFO_ID: 'id-3' });
    expect(client.uploadResume).toHaveBeenCalledWith(
      'http://api/uploads/x?signature=1',
      expect.any(File),
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(client.sendMail.mock.calls[0]?.[0].attachments?.[0]?.path).toBe('data:application/pdf;base64,JVBERi0=');
  });

  describe.each(order)('when the %s step fails', (step, method) => {
    const laterMethods = order.slice(order.findIndex(([s]) => s === step) + 1).map(([, m]) => m);

    it.each([
      ['answers a failure', () => Promise.resolve(failure)],
      ['throws', () => Promise.reject(new Error('boom'))],
    ])('and %s, it stops there', async (_how, fail) => {
      const client = workingClient();
      (client[method] as jest.Mock).mockImplementation(fail);
      await expect(submitApplication(input(), env(client))).resolves.toMatchObject({ ok: false, step });
      for (const later of laterMethods) expect(client[later]).not.toHaveBeenCalled();
    });
  });

  it('treats unexpected answers as failures', async () => {
    const wrongInsert = workingClient();
    wrongInsert.postCandidate.mockResolvedValue({ answer: { inserted: true }, selfIdentificationToken: TOKEN });
    await expect(submitApplication(input(), env(wrongInsert))).resolves.toMatchObject({ ok: false, step: 'candidate' });

    const noUrl = workingClient();
    noUrl.requestSignedUrl.mockResolvedValue({});
    await expect(submitApplication(input(), env(noUrl))).resolves.toMatchObject({ ok: false, step: 'signedUrl' });

    const mailCode = workingClient();
    mailCode.sendMail.mockResolvedValue({ code: 'INVALID_REQUEST' });
    await expect(submitApplication(input(), env(mailCode))).resolves.toMatchObject({ ok: false, step: 'mail' });
  });

  it('passes on the wait the API asked for when a step was refused for too many requests', async () => {
    const limited = workingClient();
    limited.postAttachment.mockResolvedValue({
      code: 'ERROR',
      message: 'The server answered 429.',
      status: 429,
      retryAfterSeconds: 12,
    });
    await expect(submitApplication(input(), env(limited))).resolves.toMatchObject({
      ok: false,
      step: 'attachment',
      retryAfterSeconds: 12,
    });
  });

  it('goes on from a failed upload with the same ids: no second candidate, a new signed URL, one mail key', async () => {
    const client = workingClient();
    client.uploadResume.mockResolvedValueOnce(failure);
    const first = await submitApplication(input(), env(client));
    expect(first).toMatchObject({
      ok: false,
      step: 'upload',
      attempt: { done: ['candidate', 'attachment', 'attachmentInfo'] },
    });
    if (first.ok) throw new Error('unreachable');
    // The token too comes from the first try: the retry does not post the candidate again.
    await expect(submitApplication(input(), env(client), first.attempt)).resolves.toEqual(SUCCEEDED);
    expect(client.postCandidate).toHaveBeenCalledTimes(1);
    expect(client.postAttachment).toHaveBeenCalledTimes(1);
    expect(client.postAttachmentInfo).toHaveBeenCalledTimes(1);
    expect(client.requestSignedUrl).toHaveBeenCalledTimes(2);
    expect(client.uploadResume).toHaveBeenCalledTimes(2);
    expect(client.sendMail).toHaveBeenCalledTimes(1);
    expect(client.sendMail.mock.calls[0]?.[1]).toBe(first.attempt.mailKey);
  });

  it('posts the same attachment record again after its answer was lost, so the API sees a retry, not a conflict', async () => {
    const client = workingClient();
    client.postAttachment.mockResolvedValueOnce(failure);
    let clock = Date.parse('2025-07-01T10:00:00Z');
    const moving = {
      ...env(client),
      newId: () => `id-${(counter += 1)}`,
      now: () => new Date((clock += 60_000)),
    };
    const first = await submitApplication(input(), moving);
    if (first.ok) throw new Error('expected a failure');
    await expect(submitApplication(input(), moving, first.attempt)).resolves.toEqual(SUCCEEDED);
    expect(client.postAttachment.mock.calls[1]?.[0]).toEqual(client.postAttachment.mock.calls[0]?.[0]);
  });

  it('goes on from a failed mail with the same mail key and without uploading again', async () => {
    const client = workingClient();
    client.sendMail.mockResolvedValueOnce(failure);
    const first = await submitApplication(input(), env(client));
    if (first.ok) throw new Error('expected a failure');
    await expect(submitApplication(input(), env(client), first.attempt)).resolves.toEqual(SUCCEEDED);
    expect(client.uploadResume).toHaveBeenCalledTimes(1);
    expect(client.sendMail).toHaveBeenCalledTimes(2);
    expect(client.sendMail.mock.calls[1]?.[1]).toBe(client.sendMail.mock.calls[0]?.[1]);
  });

  it('accepts a mail answer without a code', async () => {
    const client = workingClient();
    client.sendMail.mockResolvedValue({ id: 'm1' });
    await expect(submitApplication(input(), env(client))).resolves.toEqual(SUCCEEDED);
  });

  it('uses fresh ids for every submission', async () => {
    const client = workingClient();
    await submitApplication(input(), { client, tracker: tracking().tracker });
    await submitApplication(input(), { client, tracker: tracking().tracker });
    const [first, second] = client.postCandidate.mock.calls.map(([record]) => record.EXTERNALCANDIDATE_UUID);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
  });

  it('names each step as it starts, and moves the percentage as the upload and the mail go', async () => {
    const client = workingClient();
    client.uploadResume.mockImplementation(async (_url, _file, transfer) => {
      transfer.onUploadProgress?.(0.3);
      transfer.onUploadProgress?.(1);
      return '';
    });
    const progress = tracking();
    await submitApplication(input(), env(client, progress));
    const labels = SUBMIT_STEP_LABELS;
    expect(progress.shown).toEqual([
      { label: labels.candidate },
      { label: labels.attachment },
      { label: labels.attachmentInfo },
      { label: labels.signedUrl },
      { label: labels.upload, percent: 0 },
      { label: labels.upload, percent: 30 },
      { label: labels.upload, percent: 100 },
      { label: labels.mail, percent: 0 },
    ]);
    for (const [, method] of order) {
      const transfer = (client[method] as jest.Mock).mock.calls[0]?.at(-1) as { signal?: AbortSignal };
      expect(transfer.signal).toBe(progress.controller.signal);
    }
  });

  it('stops at the step a Cancel aborts, and sending again goes on from there: one candidate, one mail key', async () => {
    const client = workingClient();
    const progress = tracking();
    // The upload under way when the visitor cancels: the HTTP layer answers a failure for an aborted request.
    client.uploadResume.mockImplementationOnce(async () => {
      progress.controller.abort();
      return failure;
    });
    const cancelled = await submitApplication(input(), env(client, progress));
    expect(cancelled).toMatchObject({
      ok: false,
      step: 'upload',
      attempt: { done: ['candidate', 'attachment', 'attachmentInfo'] },
    });
    expect(client.sendMail).not.toHaveBeenCalled();
    if (cancelled.ok) throw new Error('expected a failure');

    await expect(submitApplication(input(), env(client), cancelled.attempt)).resolves.toMatchObject({ ok: true });
    expect(client.postCandidate).toHaveBeenCalledTimes(1);
    expect(client.requestSignedUrl).toHaveBeenCalledTimes(2);
    expect(client.sendMail).toHaveBeenCalledTimes(1);
    expect(client.sendMail.mock.calls[0]?.[1]).toBe(cancelled.attempt.mailKey);
  });
});
