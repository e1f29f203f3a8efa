import type { FastifyInstance } from 'fastify';

/** One plain line per answered request: method, path, status, time. */
export function installRequestLog(app: FastifyInstance, write: (line: string) => void): void {
  app.addHook('onResponse', async (request, reply) => {
    // The path only: a signed upload URL's query string is a credential and stays out of logs.
    const pathOnly = request.url.split('?')[0] ?? request.url;
    write(`${request.method} ${pathOnly} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`);
  });
}
