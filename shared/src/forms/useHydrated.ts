import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/** False on the server and while hydrating, true once the browser renders on its own. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
