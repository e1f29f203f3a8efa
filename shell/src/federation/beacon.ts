/**
 * Sends a report to the site as a beacon: it outlives the page and never holds up what the page does. A browser
 * without beacons, or one that refuses this one (a URL it will not send to), goes unreported: reporting must never
 * turn a page's recovery into a failure.
 */
export function sendReport(url: string | undefined, report: object): void {
  try {
    if (url && typeof navigator.sendBeacon === 'function') navigator.sendBeacon(url, JSON.stringify(report));
  } catch {
    // Unreported, as above.
  }
}
