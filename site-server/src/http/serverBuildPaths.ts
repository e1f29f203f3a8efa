/**
 * Each app's server build sits in `server/` of its dist folder and of every release (decision 071): code the site
 * runs in its render workers, with its source maps. It is not for browsers, so no origin serves it, under a build or
 * under `/releases/<id>/`.
 */
const SERVER_BUILD = /^\/+(releases\/+[^/]+\/+)?server\//;

/** Whether a request's path (as sent: encoded, with its query) reaches into a server build. */
export function reachesServerBuild(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Not a path any file is named by: the routes answer it as they would.
    return false;
  }
  // A `.` segment or a backslash reach the same folder once the file plugin normalises the path.
  const normal = decoded.replace(/\\/g, '/').replace(/\/(\.\/)+/g, '/');
  return SERVER_BUILD.test(normal);
}
