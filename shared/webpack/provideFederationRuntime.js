// Gives the page the federation runtime's core under the global a production remote takes it from
// (createConfig.js, federationExperiments): the shell's first module, and a remote's standalone page's own script.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
