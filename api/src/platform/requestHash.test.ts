import { requestHash } from './requestHash';

it('is the same for the same values in any key order, and differs when a value does', () => {
  const body = { to: ['a@example.com'], subject: 'Hi', attachments: [{ filename: 'cv.pdf', path: 'data:x' }] };
  const reordered = { attachments: [{ path: 'data:x', filename: 'cv.pdf' }], subject: 'Hi', to: ['a@example.com'] };
  expect(requestHash(reordered)).toBe(requestHash(body));
  expect(requestHash({ ...body, subject: 'Hi!' })).not.toBe(requestHash(body));
  expect(requestHash({ ...body, to: ['b@example.com', 'a@example.com'] })).not.toBe(
    requestHash({ ...body, to: ['a@example.com', 'b@example.com'] }),
  );
});
