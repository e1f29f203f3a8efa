// The logs' public face (docs/decisions/086-structured-logs.md): each server makes its logger, logs its requests,
// and sends its console there; the trace context is carried to the calls it makes for a request.
export { serverLogger, type Logger, type ServerLoggerOptions } from './serverLogger';
export { RequestLog, requestIdOf, routeOf } from './requestLog';
export { consoleToLog } from './consoleToLog';
export { traceparentOf, traceIdOf } from './traceContext';
export { scrubText } from './scrub';
