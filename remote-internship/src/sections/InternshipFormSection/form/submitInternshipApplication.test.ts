import type { InternshipApplicationRequest } from '@tekvana/contracts/careers';
import { createSubmitTracker } from '@tekvana/shared/files';
import type { InternshipApplicationClient } from '../../../api/internshipApplicationClient';
import { toInternshipApplication } from './internshipApplication';
import { EMPTY_VALUES } from './internshipFields';
import { submitInternshipApplication } from './submitInternshipApplication';

const ID = '0b5c3f7e-2d41-4c8a-9f0e-6a1b2c3d4e5f';

function clientAnswering(answer: unknown): jest.Mocked<InternshipApplicationClient> {
  return { send: jest.fn().mockResolvedValue(answer) };
}

const application = (resume: File | null = new File(['%PDF-1.7 cv'], 'cv.pdf', { type: 'application/pdf' })) =>
  toInternshipApplication({
    ...EMPTY_VALUES,
    firstName: 'Asha',
    contactNumber: '9876543210',
    experience: 'fresher',
    academicInternship: 'yes',
    resumeAttachment: resume,
    processingConsent: true,
  });

const submit = (client: InternshipApplicationClient, resume?: File | null, signal = new AbortController().signal) =>
  submitInternshipApplication(
    { application: application(resume), id: ID },
    createSubmitTracker(signal, () => undefined),
    client,
  );

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('submitInternshipApplication', () => {
  it('sends the resume as a data URL with the id it was given, and succeeds on code OK', async () => {
    const client = clientAnswering({ code: 'OK', id: ID });
    await expect(submit(client)).resolves.toEqual({ ok: true });
    expect(client.send).toHaveBeenCalledTimes(1);
    const request = client.send.mock.calls[0]?.[0] as InternshipApplicationRequest;
    expect(request).toMatchObject({ id: ID, firstName: 'Asha', phone: '+919876543210', academicInternship: 'yes' });
    expect(request.resume).toEqual({
      filename: 'cv.pdf',
      dataUrl: `data:application/pdf;base64,${btoa('%PDF-1.7 cv')}`,
    });
    // The period the consent's text showed: the deploy config's, else 24 (decision 030).
    expect(request.consent).toEqual({ processing: true, retentionMonths: 24, talentPool: false });
  });

  it.each([
    ['another code', { code: 'ID_REUSED', message: 'id was already used' }],
    ['a failed call', { code: 'ERROR', message: 'The server answered 503.', status: 503 }],
    ['an answer of another shape', '<html>OK</html>'],
    ['no answer', undefined],
  ])('fails on %s', async (_name, answer) => {
    await expect(submit(clientAnswering(answer))).resolves.toEqual({ ok: false });
  });

  it('passes on the wait the API asked for after too many requests', async () => {
    const answer = { code: 'ERROR', message: 'The server answered 429.', status: 429, retryAfterSeconds: 30 };
    await expect(submit(clientAnswering(answer))).resolves.toEqual({ ok: false, retryAfterSeconds: 30 });
  });

  it('fails, without sending, when there is no resume; and fails when the client throws', async () => {
    const client = clientAnswering({ code: 'OK' });
    await expect(submit(client, null)).resolves.toEqual({ ok: false });
    expect(client.send).not.toHaveBeenCalled();
    client.send.mockRejectedValue(new Error('offline'));
    await expect(submit(client)).resolves.toEqual({ ok: false });
  });

  it('hands the call the Cancel signal, and sends nothing when the Cancel came before it', async () => {
    const client = clientAnswering({ code: 'OK', id: ID });
    const controller = new AbortController();
    await submit(client, undefined, controller.signal);
    expect(client.send.mock.calls[0]?.[1].signal).toBe(controller.signal);
    controller.abort();
    await expect(submit(client, undefined, controller.signal)).resolves.toEqual({ ok: false });
    expect(client.send).toHaveBeenCalledTimes(1);
  });
});
