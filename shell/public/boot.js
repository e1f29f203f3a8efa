/* global document, requestAnimationFrame */
// Starts the shell's scripts once a pre-rendered page has painted (decision 034). Such a page is readable from its
// HTML alone, so its script should not share the first bytes of a slow link with it: the browser fetches whatever
// a page names at once, so the page names only this file, and this file adds the shell's module scripts (listed in
// its data-module attribute) once the browser reports the first contentful paint and the whole page has painted.
// The plain app has nothing to paint before its script runs, and a hidden tab paints nothing: both start at once.
(() => {
  // A reload, back or forward puts the reader back at a position saved with every section rendered, so such a load
  // renders them all (decision 044). The browser restores the position once the page has loaded, which waits for this
  // deferred script (an e2e test holds it back 1.5 s).
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  if (navigation?.type === 'reload' || navigation?.type === 'back_forward')
    document.documentElement.setAttribute('data-sections-whole', '');
  const boot = document.currentScript ?? document.querySelector('script[data-module]');
  const modules = (boot?.getAttribute('data-module') ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of modules) {
      const script = document.createElement('script');
      script.type = 'module';
      // Added scripts run as each arrives unless told otherwise; these run in the order listed.
      script.async = false;
      script.src = src;
      document.head.append(script);
    }
  };
  // Two frames: the first one's callback runs before it is painted, the second one's after. A deferred script runs
  // once the parser has read the whole page, so the frame painted in between shows all of it, not only the part a
  // long page had when the browser first painted.
  const afterNextPaint = () => requestAnimationFrame(() => requestAnimationFrame(start));
  const served = document.getElementById('root')?.hasAttribute('data-prerendered');
  if (!served || document.visibilityState !== 'visible') {
    start();
  } else if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((paints, observer) => {
      if (paints.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterNextPaint();
    }).observe({ type: 'paint', buffered: true });
    // A page that never reports its paint still starts.
    setTimeout(start, 3000);
  } else {
    afterNextPaint();
  }
})();
