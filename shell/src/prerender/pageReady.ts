/**
 * Pages served with pre-rendered HTML (see tools/prerender) show that copy in #prerendered while the app
 * renders into a hidden #root. Once the first page's sections have all loaded (or failed), the copy is
 * removed and the app shown: the visitor sees content from the first response, with no flash of a loader.
 */
const MAX_WAIT_MS = 10_000;

let revealed = false;

export function markPageReady(): void {
  if (revealed) return;
  revealed = true;
  document.getElementById('prerendered')?.remove();
  const root = document.getElementById('root');
  if (root) root.hidden = false;
  // A signal for the prerender step and for tests: the page shown is the live app, complete.
  document.documentElement.dataset.pageReady = 'true';
}

/** A slow remote must not keep a pre-rendered page from becoming the live app for long. */
export function revealAtTheLatestAfterTimeout(): void {
  setTimeout(markPageReady, MAX_WAIT_MS);
}
