import { setDeployConfig, type DeployConfig } from '@tekvana/shared';
import {
  MAX_REPORTS_PER_PAGE,
  remoteOfStack,
  reportClientError,
  resetClientErrorReports,
  watchUncaughtErrors,
} from './clientErrors';

const LIVE = '1.1.0-0123456789ab';
const REPORT_URL = 'http://localhost/_site/client-errors';
const remotes = {
  content: 'http://localhost:3001/releases/1.0.0-aaaaaaaaaaaa/mf-manifest.json',
  careers: `http://localhost:3002/releases/${LIVE}/mf-manifest.json`,
  internship: 'http://localhost:3003/mf-manifest.json',
};
const config = (errorReportUrl?: string): DeployConfig => ({
  remotes,
  staffingApiBaseUrl: 'http://localhost:4000',
  emailApiBaseUrl: 'http://localhost:4000',
  siteUrl: 'http://localhost',
  mail: { contact: ['a@example.com'], applicationPrimaryCountry: ['b@example.com'], applicationOtherCountries: [] },
  releases: { live: { careers: LIVE }, ...(errorReportUrl && { errorReportUrl }) },
});

const beacon = jest.fn((_url: string, _body: string) => true);
const reports = () => beacon.mock.calls.map(([url, body]) => ({ url, ...JSON.parse(body) }));

beforeEach(() => {
  beacon.mockClear();
  resetClientErrorReports();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
  setDeployConfig(config(REPORT_URL));
});

it("reports an error in a remote's section with the remote's live release, a few times a page at most", () => {
  reportClientError('careers', 'render', new TypeError('x is undefined'));
  expect(reports()).toEqual([{ url: REPORT_URL, app: 'careers', release: LIVE, kind: 'render' }]);
  for (let n = 0; n < 10; n += 1) reportClientError('content', 'render', new Error('again'));
  expect(reports()).toHaveLength(MAX_REPORTS_PER_PAGE);
  // A remote served from its build has no release to name.
  expect(reports()[1]).toEqual({ url: REPORT_URL, app: 'content', kind: 'render' });
});

it('leaves a failed load to the load-failure report, and says nothing where the site takes no reports', () => {
  const chunk = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
  reportClientError('careers', 'render', chunk);
  reportClientError('careers', 'render', new Error('[ Federation Runtime ]: failed #RUNTIME-003'));
  setDeployConfig(config());
  reportClientError('careers', 'render', new Error('no url'));
  expect(beacon).not.toHaveBeenCalled();
});

it("names the remote whose files an error's stack runs through, the most specific first", () => {
  const stack = (url: string) =>
    `Error: boom\n    at onClick (${url}:1:200)\n    at http://localhost/main.1234abcd.js:2:10`;
  expect(remoteOfStack(stack(`http://localhost:3002/releases/${LIVE}/__federation_expose_Jobs.js`), remotes)).toBe(
    'careers',
  );
  expect(remoteOfStack(stack('http://localhost:3003/456.js'), remotes)).toBe('internship');
  expect(remoteOfStack(stack('http://localhost/main.1234abcd.js'), remotes)).toBeUndefined();
  const nested = {
    ...remotes,
    careers: 'http://localhost/careers/mf-manifest.json',
    content: 'http://localhost/mf-manifest.json',
  };
  expect(remoteOfStack(stack('http://localhost/careers/7.js'), nested)).toBe('careers');
});

it('reports a rejected promise of a remote nobody caught, once however often it is watched', () => {
  watchUncaughtErrors();
  watchUncaughtErrors();
  const error = new Error('rejected');
  error.stack = `Error: rejected\n    at load (http://localhost:3002/releases/${LIVE}/12.js:1:5)`;
  const event = Object.assign(new Event('unhandledrejection'), { reason: error });
  window.dispatchEvent(event);
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'not an error' }));
  expect(reports()).toEqual([{ url: REPORT_URL, app: 'careers', release: LIVE, kind: 'uncaught' }]);
});
