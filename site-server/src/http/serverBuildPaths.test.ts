import { reachesServerBuild } from './serverBuildPaths';

it("names every spelling of a path into a build's or a release's server folder", () => {
  for (const url of [
    '/server/server.js',
    '/server/server.js.map',
    '/server/',
    '//server/server.js',
    '/%73erver/server.js',
    '/./server/server.js',
    '/server%2Fserver.js',
    '/releases/1.0.0-0123456789ab/server/server.js',
    '/releases//1.0.0-0123456789ab/server/server.js?x=1',
  ])
    expect({ url, reaches: reachesServerBuild(url) }).toEqual({ url, reaches: true });
});

it('leaves the browser build, the pages and a page named like the folder alone', () => {
  for (const url of [
    '/',
    '/server',
    '/remoteEntry.js',
    '/releases/1.0.0-0123456789ab/remoteEntry.js',
    '/overview/server/',
    '/%E0%A4%A',
  ])
    expect({ url, reaches: reachesServerBuild(url) }).toEqual({ url, reaches: false });
});
