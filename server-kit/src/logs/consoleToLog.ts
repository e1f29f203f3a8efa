import { format } from 'node:util';
import type { Logger } from 'pino';

/**
 * Sends what the process writes through `console` (its own warnings and a library's) to `logger`, so that every
 * line a server writes is JSON. An Error among the arguments is logged as `err`, with its stack.
 */
export function consoleToLog(logger: Pick<Logger, 'info' | 'warn' | 'error'>): void {
  const write =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const message = format(...args.filter((arg) => arg !== error));
      if (error) logger[level]({ err: error }, message);
      else logger[level](message);
    };
  console.log = write('info');
  console.info = write('info');
  console.warn = write('warn');
  console.error = write('error');
}
