/** @jest-environment node */
import { loadRemoteModule, registerServerRemotes } from './remotes.server';

const manifests = {
  content: 'https://site.test/content/mf-manifest.json',
  careers: 'https://site.test/careers/releases/2.0.0-abcdefabcdef/mf-manifest.json',
  internship: 'https://site.test/internship/mf-manifest.json',
};

it('tells each remote where its browser build is, and leaves out one whose init throws, saying why', async () => {
  const told: string[] = [];
  const failed = registerServerRemotes(
    {
      content: { modules: { './TitleSection': async () => 'title' }, init: ({ publicPath }) => told.push(publicPath) },
      careers: {
        modules: { './JobSection': async () => 'job' },
        init: ({ publicPath }) => {
          told.push(publicPath);
          throw new Error('no publicPath for me');
        },
      },
      internship: undefined,
    },
    manifests,
  );
  expect(told).toEqual(['https://site.test/content/', 'https://site.test/careers/releases/2.0.0-abcdefabcdef/']);
  expect(failed).toEqual([{ remote: 'careers', reason: 'its init threw: no publicPath for me' }]);
  expect(await loadRemoteModule('content', 'TitleSection')).toBe('title');
  // Left out: its sections are rendered in the browser.
  await expect(loadRemoteModule('careers', 'JobSection')).rejects.toThrow('careers/JobSection has no server build.');
  await expect(loadRemoteModule('internship', 'InternshipFormSection')).rejects.toThrow('has no server build');
});
