import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these, and react-router reads them when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Forms keep drafts in localStorage (decision 028): each test starts from a browser that has kept nothing. A test
// file of a DOM workspace may run in Node instead (a server render): it has no storage.
beforeEach(() => (typeof window === 'undefined' ? undefined : window.localStorage.clear()));
