/**
 * The environment a site server process is started with (`npm run serve:production` and `npm start` set the same
 * in package.json; the bench and the instance tests spawn it with this). Both settings are read when the process
 * starts, so the site cannot set them on itself (docs/decisions/071-server-rendering-from-releases.md):
 * - MALLOC_ARENA_MAX=2: glibc gives each thread that allocates its own arenas and seldom hands their pages back;
 *   render workers come and go with every deploy, and the arenas they leave held about 90 MB after 20 switches.
 * - --max-semi-space-size=4: V8 grows the serving thread's young generation to its maximum under load, about 60 MB
 *   that a thread sending kept pages and files does not need (render workers set theirs in ../render/pool.ts).
 * A value the operator set is kept.
 */
export function siteProcessEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const nodeOptions = env.NODE_OPTIONS ?? '';
  return {
    ...env,
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
    NODE_OPTIONS: nodeOptions.includes('--max-semi-space-size')
      ? nodeOptions
      : `--max-semi-space-size=4 ${nodeOptions}`.trim(),
  };
}
