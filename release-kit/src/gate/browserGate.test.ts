import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SiteOutline } from '@tekvana/contracts';
import {
  freeSitePorts,
  hydratedPages,
  routesOfPages,
  sampleJobPage,
  sectionTypesOf,
  serverRenderFindings,
  TrialEnvironments,
  visitFindings,
  type PageVisit,
} from './browserGate';
import { FolderEnvironments } from '../environments/environments';
import { FolderReleaseStore, type ReleaseApp } from '../store/store';

// What the browser finds is turned into problems by pure functions, tested here; the check itself runs built apps
// in Chromium: e2e/tests/releaseGate.spec.ts.

const SHELL = '1.0.0-0123456789ab';
const visit = (partial: Partial<PageVisit> & Pick<PageVisit, 'route' | 'key'>): PageVisit => ({
  sections: [],
  errors: [],
  ...partial,
});
const area = (type: string, remote = 'careers', state: { failed?: boolean; rejected?: boolean } = {}) => ({
  type,
  remote,
  failed: state.failed ?? false,
  rejected: state.rejected ?? false,
});

describe('visitFindings', () => {
  it('passes pages whose every section rendered, with no console error', () => {
    const found = visitFindings(
      [
        visit({
          route: '/current-openings/job-openings',
          key: 'job-openings',
          sections: [area('TITLE-SECTION', 'content'), area('OPENINGS-SECTION')],
          shipped: {
            sections: [
              { order: 1, type: 'TITLE-SECTION' },
              { order: 2, type: 'OPENINGS-SECTION' },
            ],
          },
        }),
      ],
      ['OPENINGS-SECTION'],
      SHELL,
    );
    expect(found).toEqual({ problems: [], notes: [] });
  });

  it('names a section that could not be shown, the console errors, and a type that never rendered', () => {
    const found = visitFindings(
      [
        visit({
          route: '/jobs',
          key: 'jobs',
          sections: [area('OPENINGS-SECTION', 'careers', { failed: true })],
          errors: ['A page section failed to load or render: Error: boom'],
        }),
      ],
      ['OPENINGS-SECTION'],
      SHELL,
    );
    expect(found.problems).toEqual([
      'On /jobs: section OPENINGS-SECTION (careers) could not be shown.',
      'On /jobs: console error: A page section failed to load or render: Error: boom',
      'Section type OPENINGS-SECTION was not rendered on any page that uses it.',
    ]);
  });

  it('names data the shell refused, and a type of the site data the shell rendered nothing for', () => {
    const found = visitFindings(
      [
        visit({
          route: '/overview/leadership',
          key: 'leadership',
          sections: [area('TITLE-SECTION', 'content', { rejected: true })],
          shipped: {
            sections: [
              { order: 1, type: 'TITLE-SECTION' },
              { order: 2, type: 'NEW-SECTION' },
            ],
          },
          errors: [
            'Section 1 of page "leadership" does not match its schema and is shown as an error. heading: expected string',
          ],
        }),
      ],
      [],
      SHELL,
    );
    expect(found.problems).toEqual([
      `On /overview/leadership: the data of section TITLE-SECTION does not parse with shell ${SHELL}.`,
      `On /overview/leadership: section 2 of page "leadership" has type "NEW-SECTION", which shell ${SHELL} does not know: it would show nothing.`,
      'On /overview/leadership: console error: Section 1 of page "leadership" does not match its schema and is shown as an error. heading: expected string',
    ]);
  });

  it('names a page loaded whole that React could not hydrate as the server rendered it', () => {
    const found = visitFindings(
      [
        visit({
          route: '/contact-us',
          key: 'contact-us',
          sections: [area('CONTACT-US', 'content')],
          redrawn: [
            "The pre-rendered copy was redrawn: Hydration failed because the server rendered text didn't match",
          ],
        }),
      ],
      ['CONTACT-US'],
      SHELL,
    );
    expect(found.problems).toEqual([
      "On /contact-us: the page did not hydrate as the server rendered it: The pre-rendered copy was redrawn: Hydration failed because the server rendered text didn't match",
    ]);
  });

  it('names a page that failed or never settled, counts errors past five, and the pages not reached', () => {
    const found = visitFindings(
      [
        visit({
          route: '/',
          key: 'home',
          failure: 'The site could not be loaded The content remote shipped site data of the wrong shape.',
          shipped: { sections: [{ order: 1, type: 'TITLE-SECTION' }] },
          errors: ['1', '2', '3', '4', '5', '6', '7'],
        }),
        visit({ route: '/slow', key: 'slow', timedOut: true }),
      ],
      [],
      SHELL,
      ['/late'],
    );
    expect(found.problems).toEqual([
      'On /: the page could not be shown: The site could not be loaded The content remote shipped site data of the wrong shape.',
      ...['1', '2', '3', '4', '5'].map((error) => `On /: console error: ${error}`),
      'On /: 2 more console errors.',
      'On /slow: the page did not show all its sections within 20 s.',
      'The check ran out of time (240 s) before opening 1 page(s): /late.',
    ]);
  });

  it('notes a section type that no page uses, without failing', () => {
    expect(visitFindings([visit({ route: '/', key: 'home' })], ['JOB-SECTION'], SHELL)).toEqual({
      problems: [],
      notes: ['No page of the site data uses section type JOB-SECTION: it was not rendered.'],
    });
  });
});

describe('the pages the check opens', () => {
  const outline = {
    header: {
      brand: { name: 'B', shortName: 'B', slug: 'b', logoUrl: '' },
      menu: [{ title: 'Openings', targetUrl: '/current-openings/job-openings' }],
      secondaryMenu: [],
    },
    footer: { columns: [], social: [], copyrightHolder: 'B', privacyPolicyUrl: '/privacy-policy' },
    pageKeys: ['home', 'job-openings', 'job-description', 'privacy-policy', 'unlinked'],
  } satisfies SiteOutline;

  it('opens each page at its link, a page no link reaches at /<key>, and the job page with a sample job', async () => {
    expect(Object.fromEntries(routesOfPages(outline, outline.pageKeys, await sampleJobPage('7')))).toEqual({
      home: '/',
      'job-openings': '/current-openings/job-openings',
      'job-description': '/current-openings/job-description?jobId=7',
      'privacy-policy': '/privacy-policy',
      unlinked: '/unlinked',
    });
  });

  it('knows the section types of each remote from the declaration', () => {
    expect(sectionTypesOf(['careers'])).toEqual(['OPENINGS-SECTION', 'JOB-TITLE-SECTION', 'JOB-SECTION']);
    expect(sectionTypesOf(['internship'])).toEqual(['INTERNSHIP-FORM']);
  });
});

describe('the server render of each page', () => {
  const rendered = '<html><body><div id="root" data-prerendered><main>Hello</main></div></body></html>';

  it('passes a first response rendered whole', () => {
    expect(serverRenderFindings('/', 200, rendered)).toEqual([]);
  });

  it('names a first response that is the app alone, one with sections left to the browser, and a server error', () => {
    expect(serverRenderFindings('/', 200, '<html><body><div id="root"></div></body></html>')).toEqual([
      "On /: the first response was not rendered on the server (the site's log says why).",
    ]);
    const left = rendered.replace(
      '<main>Hello</main>',
      '<!--$!--><template></template><p>…</p><!--/$--><!--$!--><!--/$-->',
    );
    expect(serverRenderFindings('/jobs', 200, left)).toEqual([
      'On /jobs: the server render left 2 section(s) to the browser: they threw on the server or were not ready within 100 ms.',
    ]);
    expect(serverRenderFindings('/x', 503, rendered)).toEqual(['On /x: the site answered 503.']);
  });

  it('loads whole one page of each set of section types, never one that failed, six at most', () => {
    const page = (route: string, types: string[], failed = false) =>
      visit({
        route,
        key: route,
        sections: types.map((type) => area(type, 'content')),
        failure: failed ? 'x' : undefined,
      });
    const pages = [
      page('/a', ['TITLE-SECTION', 'TEXT-SECTION']),
      page('/b', ['TEXT-SECTION', 'TITLE-SECTION']),
      page('/c', ['FAQ-SECTION'], true),
      page('/d', ['FAQ-SECTION']),
      ...['E', 'F', 'G', 'H', 'I', 'J'].map((type) => page(`/${type}`, [type])),
    ];
    expect(hydratedPages(pages).map((chosen) => chosen.route)).toEqual(['/a', '/d', '/E', '/F', '/G', '/H']);
  });
});

describe('the throwaway site', () => {
  let work: string;
  let store: FolderReleaseStore;
  let environments: FolderEnvironments;
  let builds = 0;

  beforeEach(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-browser-gate-'));
    store = new FolderReleaseStore(path.join(work, 'store'));
    environments = new FolderEnvironments(store);
  });
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  async function release(app: ReleaseApp): Promise<string> {
    const dist = path.join(work, `dist-${(builds += 1)}`);
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ exposes: [], shared: [] }));
    return (await store.put(app, `1.0.${builds}`, dist)).record.id;
  }

  it('reads the live record with the release switched in, and writes nothing', async () => {
    const shell = await release('shell');
    const first = await release('careers');
    await environments.deploy('local', 'shell', shell);
    await environments.deploy('local', 'careers', first);
    const before = await environments.read('local');
    const second = await release('careers');
    const trial = TrialEnvironments.of(store, before, 'careers', second);
    // No history: the browser has no previous release to turn to, so a release that fails to load shows it.
    expect(await trial.read()).toEqual({ ...before, live: { shell, careers: second }, history: [] });
    await expect(trial.deploy('local', 'careers', first)).rejects.toThrow('switches no environment');
    expect(await environments.read('local')).toEqual(before);
  });

  /**
   * browserGate loaded afresh with Chromium at `chrome` and, unless `builds`, no app built in the checkout. Without
   * builds the check refuses before it starts a browser, so any executable stands in for Chromium (Node's own).
   */
  async function isolatedGate(
    { chrome = process.execPath, builds = true }: { chrome?: string; builds?: boolean },
    run: (gate: typeof import('./browserGate')) => Promise<void>,
  ): Promise<void> {
    const previous = process.env.CHROME_PATH;
    process.env.CHROME_PATH = chrome;
    try {
      await jest.isolateModulesAsync(async () => {
        if (!builds)
          jest.doMock('../store/appBuilds', () => ({
            ...jest.requireActual('../store/appBuilds'),
            hasBuild: () => false,
          }));
        await run((await import('./browserGate')) as typeof import('./browserGate'));
      });
    } finally {
      jest.dontMock('../store/appBuilds');
      if (previous === undefined) delete process.env.CHROME_PATH;
      else process.env.CHROME_PATH = previous;
    }
  }

  it('fails with one line saying how to install Chromium when there is none, instead of passing unopened', async () => {
    const careers = await release('careers');
    const missing = path.join(work, 'no-chromium');
    await isolatedGate({ chrome: missing }, async (gate) => {
      const found = await gate.browserProblems(store, await environments.read('local'), 'careers', careers);
      expect(found.notes).toEqual([]);
      expect(found.problems).toEqual([(await import('./gate')).browserCheckMissing()]);
      expect(found.problems[0]).toMatch(
        new RegExp(`^The browser check cannot run: no Chromium at ${missing}\\. Install Chromium .*--no-browser-check`),
      );
      expect(found.problems[0]).not.toContain('\n');
    });
  });

  it('fails when the environment has no live shell or content and there is no build of it to serve', async () => {
    const careers = await release('careers');
    await isolatedGate({ builds: false }, async (gate) => {
      const bare = await gate.browserProblems(store, await environments.read('local'), 'careers', careers);
      expect(bare.notes).toEqual([]);
      expect(bare.problems).toEqual([
        expect.stringMatching(
          /^The browser check cannot open pages: local has no live shell and there is no build of it \(shell\/dist\)/,
        ),
        expect.stringMatching(
          /^The browser check cannot open pages: local has no live content release \(the site data\) and there is no build of it \(remote-content\/dist\)/,
        ),
      ]);
      await environments.deploy('local', 'shell', await release('shell'));
      const withShell = await gate.browserProblems(store, await environments.read('local'), 'careers', careers);
      expect(withShell.problems).toEqual([expect.stringContaining('local has no live content release')]);
    });
  });

  it('opens the site of the record it is given, not the environment as it is by the time it runs', async () => {
    const careers = await release('careers');
    const record = await environments.read('local');
    await environments.deploy('local', 'shell', await release('shell'));
    await environments.deploy('local', 'content', await release('content'));
    await isolatedGate({ builds: false }, async (gate) => {
      expect((await gate.browserProblems(store, record, 'careers', careers)).problems).toHaveLength(2);
    });
  });

  it('serves each app the record names, else its build, else nothing', async () => {
    await isolatedGate({ builds: false }, async (gate) => {
      expect(gate.servedApps({ shell: SHELL })).toEqual({
        shell: SHELL,
        content: undefined,
        careers: undefined,
        internship: undefined,
      });
    });
    await isolatedGate({}, async (gate) => {
      const { hasBuild } = await import('../store/appBuilds');
      expect(gate.servedApps({ careers: 'c1' }).careers).toBe('c1');
      expect(gate.servedApps({}).content).toBe(hasBuild('content') ? '(its build)' : undefined);
    });
  });

  it('fails in one line when Chromium is there but does not start', async () => {
    const shellDist = path.join(work, 'dist-shell-with-index');
    fs.mkdirSync(shellDist, { recursive: true });
    fs.writeFileSync(path.join(shellDist, 'mf-manifest.json'), JSON.stringify({ exposes: [], shared: [] }));
    fs.writeFileSync(
      path.join(shellDist, 'index.html'),
      '<html><head></head><body><div id="root"></div></body></html>',
    );
    await environments.deploy('local', 'shell', (await store.put('shell', '9.0.0', shellDist)).record.id);
    await environments.deploy('local', 'content', await release('content'));
    const careers = await release('careers');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await isolatedGate({ chrome: '/bin/false' }, async (gate) => {
      const found = await gate.browserProblems(store, await environments.read('local'), 'careers', careers);
      expect(found).toEqual({
        problems: [expect.stringMatching(/^The browser check cannot run: Chromium did not start \(.+\)\.$/)],
        notes: [],
      });
    });
  });

  it('takes free loopback ports from the OS, none of them twice', async () => {
    const ports = Object.values(await freeSitePorts());
    expect(new Set(ports).size).toBe(5);
    for (const port of ports) expect(port).toBeGreaterThan(1023);
  });
});
