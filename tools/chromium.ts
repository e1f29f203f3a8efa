import fs from 'node:fs';

/** Debian's Chromium with the flags this machine needs (no downloads, no background traffic): e2e, the release gate, bench. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** Why Chromium cannot be started on this machine, or undefined when its executable is in place. */
export function chromiumMissing(): string | undefined {
  try {
    fs.accessSync(chromiumLaunchOptions.executablePath, fs.constants.X_OK);
    return undefined;
  } catch {
    return `no Chromium at ${chromiumLaunchOptions.executablePath}`;
  }
}
