import { createContext, useContext } from 'react';

/**
 * What one server render owns, by app: a render worker renders several requests at once, so an app keeps what a
 * request fetched here (the careers remote: its query cache) rather than in module state, where the next request
 * would see it. The shell's server render provides a fresh one per request; a browser has none (one visitor, one
 * page: module state is fine there). In `@tekvana/shared`, so every app reads the same context.
 * docs/decisions/071-server-rendering-from-releases.md
 */
export type RenderScope = Map<string, unknown>;

export const RenderScopeContext = createContext<RenderScope | null>(null);

/** This render's own value of `app`, if the render has a scope and `app` put one in it. */
export function useRenderScoped<T>(app: string): T | undefined {
  return useContext(RenderScopeContext)?.get(app) as T | undefined;
}
