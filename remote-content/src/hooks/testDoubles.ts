// Stand-ins for the browser APIs jsdom lacks, for the section tests.
import { act } from '@testing-library/react';

/** window.matchMedia answering `reduced` for the prefers-reduced-motion query. */
export function mockReducedMotion(reduced: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduced && query.includes('prefers-reduced-motion'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

/** An IntersectionObserver that reports nothing until `showAll()` scrolls every observed element into view. */
export function mockIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[]; instance: IntersectionObserver }[] =
    [];
  class FakeIntersectionObserver {
    private readonly record: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, targets: [], instance: this as unknown as IntersectionObserver };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    unobserve(target: Element) {
      this.record.targets = this.record.targets.filter((element) => element !== target);
    }
    disconnect() {
      this.record.targets = [];
    }
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeIntersectionObserver,
  });
  return {
    showAll() {
      act(() => {
        for (const { callback, targets, instance } of observers) {
          if (!targets.length) continue;
          const entries = targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry);
          callback(entries, instance);
        }
      });
    },
    observedCount: () => observers.reduce((count, { targets }) => count + targets.length, 0),
  };
}

/** Removes the stand-ins again, so each test starts from jsdom's own window. */
export function restoreBrowserApis(): void {
  Reflect.deleteProperty(window, 'matchMedia');
  Reflect.deleteProperty(window, 'IntersectionObserver');
}
