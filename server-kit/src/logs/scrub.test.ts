import { scrubText, scrubValue } from './scrub';

describe('scrubText', () => {
  it.each([
    ['550 5.1.1 <ada.lovelace+jobs@example.co.uk>: user unknown', '550 5.1.1 <[e-mail]>: user unknown'],
    ['Authorization: Bearer eyJhbGciOi.abc-123_x', 'Authorization: Bearer [token]'],
    ['basic dXNlcjpwYXNz', 'basic [token]'],
    ['GET /withdraw?token=AbC123-_x&lang=en', 'GET /withdraw?token=[token]&lang=en'],
    ['/upload?key=resumes/42&signature=f00d', '/upload?key=[token]&signature=[token]'],
    ['/jobs/ada%40example.com', '/jobs/[e-mail]'],
    [
      '/r.pdf?X-Amz-Credential=AKIA%2F1&X-Amz-Signature=ab12',
      '/r.pdf?X-Amz-Credential=[token]&X-Amz-Signature=[token]',
    ],
  ])('%s', (text, scrubbed) => expect(scrubText(text)).toBe(scrubbed));

  it('leaves what carries nothing personal as it is', () => {
    const text = 'GET /get/requirement/search 200 4.1ms (jobId=42, release 2026-11-30-abc)';
    expect(scrubText(text)).toBe(text);
  });
});

describe('scrubValue', () => {
  it('scrubs strings inside objects and arrays, and keeps other values', () => {
    expect(scrubValue({ to: ['a@b.example'], note: { text: 'from c@d.example' }, status: 550, ok: false })).toEqual({
      to: ['[e-mail]'],
      note: { text: 'from [e-mail]' },
      status: 550,
      ok: false,
    });
  });
});
