import type { DeployConfig } from '@tekvana/contracts';
import { pageStylesheets, setStylesheets } from './stylesheets';

const config = {
  remotes: {
    content: 'https://content.example/releases/1.0.0-aaaaaaaaaaaa/mf-manifest.json',
    careers: 'https://careers.example/mf-manifest.json',
    internship: 'https://internship.example/mf-manifest.json',
  },
} as DeployConfig;

const manifest = (exposes: unknown) => JSON.stringify({ exposes });

const styles = setStylesheets(
  ['index.html', 'main.1a2b3c4d.js', '859.f89d75fb.css', 'assets/logo.svg', 'server/server.css'],
  {
    content: manifest([{ name: 'TitleSection', assets: { css: { sync: ['title.11111111.css'], async: [] } } }]),
    careers: manifest([
      {
        name: './JobSection',
        assets: { css: { sync: ['job.22222222.css', 'shared.33333333.css'], async: ['x.css'] } },
      },
      { name: 'JobTitleSection', assets: { css: { sync: ['shared.33333333.css'] } } },
      { name: 'serverData', assets: { css: { sync: [] } } },
    ]),
    internship: '{ not json',
  },
  config,
);

const hrefs = (sheets: readonly { href: string }[] | undefined) => sheets?.map(({ href }) => href);

it("links the shell's stylesheets at the root and each module's from its remote's manifest, at the remote's URL", () => {
  expect(styles.shell).toEqual([{ app: 'shell', file: '859.f89d75fb.css', href: '/859.f89d75fb.css' }]);
  expect(styles.modules.get('content/TitleSection')).toEqual([
    {
      app: 'content',
      file: 'title.11111111.css',
      href: 'https://content.example/releases/1.0.0-aaaaaaaaaaaa/title.11111111.css',
    },
  ]);
  expect(hrefs(styles.modules.get('careers/JobSection'))).toEqual([
    'https://careers.example/job.22222222.css',
    'https://careers.example/shared.33333333.css',
  ]);
  // A manifest that cannot be read gives nothing for its remote; its sections load their styles themselves.
  expect([...styles.modules.keys()].some((key) => key.startsWith('internship/'))).toBe(false);
});

it("gives a page the shell's stylesheets, then its sections' in page order, each once", () => {
  expect(
    hrefs(pageStylesheets(styles, ['JOB-TITLE-SECTION', 'JOB-SECTION', 'INTERNSHIP-FORM', 'NO-SUCH-TYPE'])),
  ).toEqual([
    '/859.f89d75fb.css',
    'https://careers.example/shared.33333333.css',
    'https://careers.example/job.22222222.css',
  ]);
  // A shell made before it named its sections: its own stylesheets alone.
  expect(hrefs(pageStylesheets(styles))).toEqual(['/859.f89d75fb.css']);
});

it('skips what a manifest holds that is not as expected, and keeps the rest of it', () => {
  const odd = setStylesheets(
    [],
    {
      content: manifest([
        null,
        7,
        { name: 42, assets: { css: { sync: ['a.css'] } } },
        { name: 'TitleSection', assets: { css: { sync: ['http://[broken.css', 'title.11111111.css', 9] } } },
      ]),
    },
    config,
  );
  expect([...odd.modules].map(([module, sheets]) => [module, hrefs(sheets)])).toEqual([
    ['content/TitleSection', ['https://content.example/releases/1.0.0-aaaaaaaaaaaa/title.11111111.css']],
  ]);
});
