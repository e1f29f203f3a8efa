import type { ApiExtension } from '../server';
import { faultInjection } from './plugins/faults';
import { testOpenings } from './plugins/testOpenings';

/**
 * The test plugins an API is started with. Only the tests (testing/client.ts), the API process of the browser tests
 * and the bench (testMain.ts) register them; the production entry, main.ts, never imports this module.
 */
export interface TestPluginOptions {
  /** Fault mode: the x-fault header and the /test/openings routes (plugins/faults.ts, plugins/testOpenings.ts). */
  faults?: boolean;
}

/** The extensions buildApi and startApi take for these options, in the order they are applied. */
export function testPlugins({ faults = false }: TestPluginOptions): ApiExtension[] {
  return faults ? [faultInjection, testOpenings] : [];
}

/** The test entry's switch: API_FAULTS=1 (read by testMain.ts only, never by main.ts). */
export function testPluginOptionsFromEnv(env: NodeJS.ProcessEnv): Required<TestPluginOptions> {
  return { faults: env.API_FAULTS === '1' };
}
