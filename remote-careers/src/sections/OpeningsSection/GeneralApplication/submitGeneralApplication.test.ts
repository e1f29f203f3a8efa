import type { GeneralApplicationRequest } from '@tekvana/contracts/careers';
import { createSubmitTracker, RESUME_SUBMIT_STEPS, type SubmitStepState } from '@tekvana/shared/files';
import type { GeneralApplicationClient } from '../../../api/generalApplicationClient';
import { countries } from '../../../testing/fixtures';
import { installTestDeployConfig } from '../../../testing/deployConfig';
import { filledGeneralValues } from '../../../testing/generalApplicationFixtures';
import { submitGeneralApplication } from './submitGeneralApplication';

const ID = '0b5c3f7e-2d41-4c8a-9f0e-6a1b2c3d4e5f';

function clientAnswering(answer: unknown): jest.Mocked<GeneralApplicationClient> {
  return { send: jest.fn().mockResolvedValue(answer) };
}
const submit = (
  client: GeneralApplicationClient,
  values = filledGeneralValues(),
  show: (step: SubmitStepState) => void = () => undefined,
) =>
  submitGeneralApplication(
    { values, id: ID, countries },
    client,
    createSubmitTracker(new AbortController().signal, show),
  );

beforeEach(() => {
  installTestDeployConfig();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('submitGeneralApplication', () => {
  it('sends the resume as a data URL with the id it was given, and succeeds on code OK', async () => {
    const client = clientAnswering({ code: 'OK', id: ID });
    await expect(submit(client)).resolves.toEqual({ ok: true });
    const request = client.send.mock.calls[0]?.[0] as GeneralApplicationRequest;
    expect(request.id).toBe(ID);
    expect(request.resume).toEqual({
      filename: 'Asha Patel resume.pdf',
      dataUrl: `data:application/pdf;base64,${btoa('%PDF-1.7 resume')}`,
    });
    // The period the consent's text showed: the deploy config's, else 24 (decision 030).
    expect(request.consent).toEqual({ processing: true, retentionMonths: 24 });
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

  it('fails, without sending, when there is no resume or the client throws', async () => {
    const client = clientAnswering({ code: 'OK' });
    await expect(submit(client, filledGeneralValues({ resume: null }))).resolves.toEqual({ ok: false });
    expect(client.send).not.toHaveBeenCalled();
    client.send.mockRejectedValue(new Error('offline'));
    await expect(submit(client)).resolves.toEqual({ ok: false });
  });

  it('names its steps and hands the call the transfer whose progress moves the percentage', async () => {
    const shown: SubmitStepState[] = [];
    const client: GeneralApplicationClient = {
      send: jest.fn(async (_request, transfer) => {
        transfer.onUploadProgress?.(0.5);
        return { code: 'OK', id: ID };
      }),
    };
    await expect(submit(client, filledGeneralValues(), (step) => shown.push(step))).resolves.toEqual({ ok: true });
    expect(shown).toEqual([
      { label: RESUME_SUBMIT_STEPS.reading },
      { label: RESUME_SUBMIT_STEPS.sending, percent: 0 },
      { label: RESUME_SUBMIT_STEPS.sending, percent: 50 },
    ]);
  });
});
