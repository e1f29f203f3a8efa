import { createContext, useContext } from 'react';

/**
 * The section types of a server render whose data did not come in time (a remote's `prepare`, ./remoteData.ts):
 * they are left to the browser. Empty in a browser.
 */
export const SectionsLeftToBrowser = createContext<ReadonlySet<string>>(new Set());

/** What a section left to the browser throws on the server: React then writes its fallback for the browser to fill. */
export class SectionLeftToBrowser extends Error {
  constructor(type: string) {
    super(`The ${type} section is rendered in the browser: its data did not come in time.`);
    this.name = 'SectionLeftToBrowser';
  }
}

/** Rendered in place of a section left to the browser, inside its Suspense boundary. */
export function LeftToBrowser({ type }: { type: string }): never {
  throw new SectionLeftToBrowser(type);
}

export const useLeftToBrowser = (type: string) => useContext(SectionsLeftToBrowser).has(type);
