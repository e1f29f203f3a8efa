import type { DeployConfig, RemoteName } from '@tekvana/contracts';
import type { CapturedPage } from '../prerender/compose';
import { prepareIndexHtml } from '../prerender/indexHtml';
import { Copies, type CopyFrame } from './copies';
import { defaultPorts, localDeployConfig, sitePortsFrom } from './deployConfig';

const INDEX = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';

/** The frame a site serves its copies in: the shell's index.html prepared with the config, and the config. */
const frameOf = (config: DeployConfig): CopyFrame => ({
  index: prepareIndexHtml(INDEX, config, [], 'preconnect'),
  config,
});

const page = (title: string, remotes: RemoteName[] = [], data: Record<string, unknown> = {}): CapturedPage => ({
  title,
  headTags: [],
  criticalCss: '',
  rootHtml: `<p>${title}</p>`,
  data,
  remotes,
});

const config = localDeployConfig(defaultPorts);
const movedConfig = localDeployConfig(sitePortsFrom(5000));

it("puts a copy together with the frame's index.html and its inlined deploy config", () => {
  const copies = new Copies(frameOf(config));
  expect(copies.get('/about-us')).toBeUndefined();
  copies.set('/about-us', page('About us', [], { content: { page: 'about' } }), { shell: 'shell-1' });

  const html = copies.get('/about-us') ?? '';
  expect(html).toContain('<title>About us</title>');
  expect(html).not.toContain('<title>x</title>');
  expect(html).toContain('<p>About us</p></div>');
  expect(html).toContain('<script type="application/json" id="deploy-config">');
  expect(html).toContain(config.remotes.content);
  // The page's data is a file of its own, which #root names and the data files serve.
  const [dataPath] = [...copies.dataFiles.bodies.keys()];
  expect(dataPath).toMatch(/^\/prerender-data\/[0-9a-f]{20}\.json$/);
  expect(html).toContain(`data-prerender-data="${dataPath}"`);
  expect(copies.dataFiles.bodies.get(dataPath ?? '')).toBe('{"content":{"page":"about"}}');
  expect(copies.copyOf('/about-us')?.releases).toEqual({ shell: 'shell-1' });
  expect(copies.size).toBe(1);

  // A route captured again is served as captured last.
  copies.set('/about-us', page('About us again'), {});
  expect(copies.get('/about-us')).toContain('<p>About us again</p>');
  expect(copies.dataFiles.bodies.size).toBe(0);
});

it("serves the site root's copy as /home too", () => {
  const copies = new Copies(frameOf(config));
  copies.set('/', page('Home', [], { content: { page: 'home' } }), {});
  expect(copies.routes().sort()).toEqual(['/', '/home']);
  expect(copies.get('/home')).toBe(copies.get('/'));
  expect(copies.get('/home')).toContain('<p>Home</p>');
  // Other routes are no aliases.
  copies.set('/contact-us', page('Contact'), {});
  expect(copies.get('/contact')).toBeUndefined();
});

it('puts every copy together again with the config of a new frame', () => {
  const copies = new Copies(frameOf(config));
  copies.set('/', page('Home'), {});
  copies.set('/careers', page('Careers', ['careers']), {});
  expect(copies.get('/careers')).toContain(config.remotes.careers);

  copies.reframe(frameOf(movedConfig));
  for (const route of ['/', '/home', '/careers']) {
    const html = copies.get(route) ?? '';
    expect(html).toContain(movedConfig.remotes.content);
    expect(html).not.toContain(config.remotes.content);
    expect(html).not.toContain('127.0.0.1:3001');
  }
  // The careers page's preconnect hint follows its remote too.
  expect(copies.get('/careers')).toContain('<link rel="preconnect" href="http://127.0.0.1:5002">');
  expect(copies.get('/careers')).not.toContain('127.0.0.1:3002');
});

it('names the copies an app rendered: every one for the shell and content, only its own for a remote', () => {
  const copies = new Copies(frameOf(config));
  copies.set('/', page('Home'), {});
  copies.set('/careers', page('Careers', ['careers']), {});
  copies.set('/internship', page('Internship', ['internship']), {});
  copies.set('/both', page('Both', ['careers', 'internship']), {});

  expect(copies.renderedBy(['careers']).sort()).toEqual(['/both', '/careers']);
  expect(copies.renderedBy(['internship']).sort()).toEqual(['/both', '/internship']);
  const every = ['/', '/both', '/careers', '/home', '/internship'];
  expect(copies.renderedBy(['content']).sort()).toEqual(every);
  expect(copies.renderedBy(['shell']).sort()).toEqual(every);
  expect(copies.renderedBy([])).toEqual([]);
});

it('drops a copy with its data file, the site root with /home', () => {
  const copies = new Copies(frameOf(config));
  copies.set('/', page('Home', [], { content: { page: 'home' } }), {});
  copies.set('/careers', page('Careers', ['careers'], { careers: { jobs: 1 } }), {});
  expect(copies.dataFiles.bodies.size).toBe(2);
  expect(copies.get('/')).toBeDefined();

  copies.drop('/');
  expect(copies.get('/')).toBeUndefined();
  expect(copies.get('/home')).toBeUndefined();
  expect(copies.routes()).toEqual(['/careers']);
  expect([...copies.dataFiles.bodies.values()]).toEqual(['{"careers":{"jobs":1}}']);

  copies.drop('/careers');
  expect(copies.size).toBe(0);
  expect(copies.dataFiles.bodies.size).toBe(0);
  expect(copies.renderedBy(['content'])).toEqual([]);
});

it('names the routes by when they were last served, a copy just made counting as just served', () => {
  const copies = new Copies(frameOf(config));
  copies.set('/a', page('A'), {});
  copies.set('/b', page('B'), {});
  copies.set('/c', page('C'), {});
  expect(copies.routesByLastServed()).toEqual(['/a', '/b', '/c']);

  expect(copies.get('/a')).toContain('<p>A</p>');
  expect(copies.routesByLastServed()).toEqual(['/b', '/c', '/a']);
  // Asking for a route without a copy changes nothing; nor does looking at a copy without serving it.
  expect(copies.get('/missing')).toBeUndefined();
  expect(copies.copyOf('/b')?.page.title).toBe('B');
  expect(copies.routesByLastServed()).toEqual(['/b', '/c', '/a']);

  // Captured again: as if just served, and served as captured last.
  copies.set('/b', page('B again'), {});
  expect(copies.routesByLastServed()).toEqual(['/c', '/a', '/b']);
  expect(copies.get('/b')).toContain('<p>B again</p>');
  // Served again: the page put together before is served as it was.
  expect(copies.get('/c')).toBe(copies.get('/c'));
  expect(copies.routesByLastServed()).toEqual(['/a', '/b', '/c']);

  copies.drop('/b');
  expect(copies.routesByLastServed()).toEqual(['/a', '/c']);
});
