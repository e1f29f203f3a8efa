// No React here: the Node tools (pre-render, static server) import this entry too.
export { scriptSafeJson } from './jsonLd';
