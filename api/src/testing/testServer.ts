import { parseCount } from '../config';
import type { ApiExtension } from '../server';
import { benchOpeningsPlugin } from './plugins/benchOpenings';
import { faultInjection } from './plugins/faults';
import { testOpenings } from './plugins/testOpenings';

/**
 * The test plugins an API is started with. Only the tests (testing/client.ts), the API process of the browser tests
 * and the bench (testMain.ts) register them; the production entry, main.ts, never imports this module.
 */
export interface TestPluginOptions {
  /** Fault mode: the x-fault header and the /test/openings routes (plugins/faults.ts, plugins/testOpenings.ts). */
  faults?: boolean;
  /** When above 0, GET /get/requirement serves this many generated openings from memory (plugins/benchOpenings.ts). */
  benchOpenings?: number;
}

/** The extensions buildApi and startApi take for these options, in the order they are applied. */
export function testPlugins({ faults = false, benchOpenings = 0 }: TestPluginOptions): ApiExtension[] {
  return [
    ...(faults ? [faultInjection, testOpenings] : []),
    ...(benchOpenings > 0 ? [benchOpeningsPlugin(benchOpenings)] : []),
  ];
}

/** The test entry's switches: API_FAULTS=1 and API_BENCH_OPENINGS=N (read by testMain.ts only, never by main.ts). */
export function testPluginOptionsFromEnv(env: NodeJS.ProcessEnv): Required<TestPluginOptions> {
  return {
    faults: env.API_FAULTS === '1',
    benchOpenings: parseCount('API_BENCH_OPENINGS', env.API_BENCH_OPENINGS, 0),
  };
}
