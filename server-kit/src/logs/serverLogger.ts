import os from 'node:os';
import pino, { type DestinationStream, type Logger } from 'pino';
import { scrubText, scrubValue } from './scrub';

export type { Logger } from 'pino';

export interface ServerLoggerOptions {
  /** Which server writes (`api`, `site`): every line says so, since instances of both write to one collector. */
  service: string;
  /** Where lines go: a file's path, or a stream; stdout unless given. */
  destination?: string | DestinationStream;
  /** The least level written (`LOG_LEVEL`): info unless given. */
  level?: string;
}

/**
 * A server's logger: one JSON object per line (pino's), with the level's name, an ISO time and the service, every
 * string in it scrubbed of e-mail addresses and credentials (./scrub.ts). Read them pretty with
 * `npx pino-pretty` (README).
 */
export function serverLogger({ service, destination, level = 'info' }: ServerLoggerOptions): Logger {
  // A file is written line by line as logged: a crash loses none, and a reader after a close sees them all.
  const stream =
    typeof destination === 'string' ? pino.destination({ dest: destination, mkdir: true, sync: true }) : destination;
  return pino(
    {
      level,
      base: { service, hostname: os.hostname(), pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => scrubValue(object) as Record<string, unknown>,
      },
      serializers: {
        err: (error: Error) => scrubValue(pino.stdSerializers.err(error)),
      },
      hooks: {
        // The message itself (and printf-style arguments), which formatters.log does not see.
        logMethod(args, method) {
          const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg));
          // An error logged without a message gets its own as the message, which pino would copy unscrubbed.
          const [first] = args as unknown[];
          const error = first instanceof Error ? first : (first as { err?: unknown } | undefined)?.err;
          if (args.length === 1 && error instanceof Error) scrubbed.push(scrubText(error.message));
          method.apply(this, scrubbed as Parameters<typeof method>);
        },
      },
    },
    stream,
  );
}
