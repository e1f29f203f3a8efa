import http from 'node:http';

/** A loopback server that answers like `target`, but only after `delayMs`: a remote on a very slow network. */
export function startSlowProxy(port: number, target: string, delayMs: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const timer = setTimeout(async () => {
      try {
        const upstream = await fetch(`${target}${request.url ?? '/'}`);
        response.writeHead(upstream.status, {
          'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
          'access-control-allow-origin': '*',
          'cache-control': 'no-cache',
        });
        response.end(Buffer.from(await upstream.arrayBuffer()));
      } catch {
        response.destroy();
      }
    }, delayMs);
    request.on('close', () => response.writableEnded || clearTimeout(timer));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
