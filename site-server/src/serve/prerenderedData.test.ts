import { PrerenderedDataFiles } from './prerenderedData';

const file = (name: string) => ({ path: `/prerender-data/${name}.json`, body: `{"${name}":1}` });

describe('PrerenderedDataFiles', () => {
  it('serves the file each copy names', () => {
    const files = new PrerenderedDataFiles();
    files.set('/', file('a'));
    files.set('/contact-us', file('b'));
    expect([...files.bodies]).toEqual([
      ['/prerender-data/a.json', '{"a":1}'],
      ['/prerender-data/b.json', '{"b":1}'],
    ]);
  });

  it('forgets the old file of a route captured again or dropped', () => {
    const files = new PrerenderedDataFiles();
    files.set('/job?1', file('old'));
    files.set('/job?1', file('new'));
    expect([...files.bodies.keys()]).toEqual(['/prerender-data/new.json']);
    files.set('/job?1', undefined);
    expect(files.bodies.size).toBe(0);
  });

  it('keeps a file while another route still names it', () => {
    const files = new PrerenderedDataFiles();
    files.set('/', file('home'));
    files.set('/home', file('home'));
    files.set('/', file('home2'));
    expect([...files.bodies.keys()].sort()).toEqual(['/prerender-data/home.json', '/prerender-data/home2.json']);
    files.set('/home', undefined);
    expect([...files.bodies.keys()]).toEqual(['/prerender-data/home2.json']);
  });
});
