import { linkToken, readLinkToken } from './linkToken';

const SECRET = 'link-secret';
const later = Math.floor(Date.now() / 1000) + 60;

it('reads back the id and expiry of a token made for the same purpose', () => {
  expect(readLinkToken(SECRET, 'confirm-job-alert', linkToken(SECRET, 'confirm-job-alert', 'alert-1', later))).toEqual({
    state: 'valid',
    id: 'alert-1',
    expiresAt: later,
  });
});

it('refuses a token made for another purpose, with another secret, or altered; says when one ran out', () => {
  const token = linkToken(SECRET, 'confirm-job-alert', 'alert-1', later);
  expect(readLinkToken(SECRET, 'unsubscribe-job-alert', token).state).toBe('invalid');
  expect(readLinkToken('other', 'confirm-job-alert', token).state).toBe('invalid');
  expect(readLinkToken(SECRET, 'confirm-job-alert', token.replace('alert-1', 'alert-2')).state).toBe('invalid');
  expect(readLinkToken(SECRET, 'confirm-job-alert', `${token}.x`).state).toBe('invalid');
  expect(readLinkToken(SECRET, 'confirm-job-alert', 42).state).toBe('invalid');
  const old = linkToken(SECRET, 'confirm-job-alert', 'alert-1', later - 120);
  expect(readLinkToken(SECRET, 'confirm-job-alert', old).state).toBe('expired');
});

it('refuses another spelling of the same expiry: a link has one form', () => {
  const [id, expires, signature] = linkToken(SECRET, 'confirm-job-alert', 'alert-1', later).split('.');
  expect(readLinkToken(SECRET, 'confirm-job-alert', `${id}.0${expires}.${signature}`).state).toBe('invalid');
  expect(readLinkToken(SECRET, 'confirm-job-alert', `${id}.${expires}.${signature}`).state).toBe('valid');
});
