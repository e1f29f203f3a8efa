import { loadRemoteModule } from '../federation/remotes';
import { loadSiteOutline, loadSitePage } from './loadSiteData';

jest.mock('../federation/remotes', () => ({ loadRemoteModule: jest.fn() }));
// The checks' chunk could not be fetched (the connection dropped as the visitor moved on).
jest.mock('./checks', () => ({ siteDataChecks: () => Promise.reject(new Error('Loading chunk 77 failed.')) }));

it("tells the content remote's failure, not the lost checks, when neither the remote nor the device's copy can be read", async () => {
  localStorage.setItem('siteData', JSON.stringify({ pageKeys: ['home'], pages: { home: {} } }));
  jest.mocked(loadRemoteModule).mockRejectedValue(new Error('The content remote did not answer.'));
  await expect(loadSiteOutline()).rejects.toThrow('The content remote did not answer.');
  await expect(loadSitePage('home')).rejects.toThrow('The content remote did not answer.');
});
