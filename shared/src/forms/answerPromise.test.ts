import { setDeployConfig, type DeployConfig } from '@tekvana/contracts';
import { answerPromiseSentence } from './answerPromise';
import { applicationOutcomeMessage, outcomeMessage } from './outcomeMessage';

const config = (answerWithinDays?: number) =>
  ({
    remotes: { content: 'c', careers: 'k', internship: 'i' },
    staffingApiBaseUrl: 'http://api',
    emailApiBaseUrl: 'http://api',
    siteUrl: 'http://site',
    mail: {
      contact: ['a@example.com'],
      applicationPrimaryCountry: ['b@example.com'],
      applicationOtherCountries: ['c@example.com'],
    },
    ...(answerWithinDays === undefined ? {} : { answerWithinDays }),
  }) satisfies DeployConfig;

it("says the date the deploy config's answerWithinDays gives, 21 days without it, as the API writes dates (UTC)", () => {
  const now = new Date('2026-11-29T23:30:00Z');
  setDeployConfig(config());
  expect(answerPromiseSentence(now)).toBe('We will tell you where your application stands by 20 December 2026.');
  setDeployConfig(config(45));
  expect(answerPromiseSentence(now)).toBe('We will tell you where your application stands by 13 January 2027.');
});

it('adds the promise to a sent application only, never to a failure or another form', () => {
  setDeployConfig(config(10));
  expect(applicationOutcomeMessage({ ok: true }).detail).toMatch(/^We will tell you where your application stands by /);
  expect(applicationOutcomeMessage({ ok: false }).detail).toBeUndefined();
  expect(outcomeMessage({ ok: true }).detail).toBeUndefined();
});
