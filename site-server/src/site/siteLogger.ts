import { consoleToLog, serverLogger, type Logger } from '@tekvana/server-kit/logs';

/**
 * The site's logger as the environment sets it (docs/decisions/086-structured-logs.md): JSON lines on stdout, or
 * in `SITE_LOG_FILE`; `SITE_LOG=0` keeps warnings and errors only. The process's console is sent there too, so
 * every line it writes is JSON.
 */
export function siteLoggerFromEnv(env: NodeJS.ProcessEnv): Logger {
  const logger = serverLogger({
    service: 'site',
    destination: env.SITE_LOG_FILE || undefined,
    level: env.SITE_LOG === '0' ? 'warn' : 'info',
  });
  consoleToLog(logger);
  return logger;
}
