import http from 'node:http';

export interface HeldProxy {
  /** Lets every held request and every later one through to the target. */
  release(): void;
  /** Releases what is still held, so no request hangs, and stops the server. */
  close(): void;
}

/**
 * A loopback server that answers like `target`, but holds every request until the test releases it: a remote on a
 * very slow network, where the test decides when the answer comes instead of racing a timer.
 */
export function startHeldProxy(port: number, target: string): Promise<HeldProxy> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer(async (request, response) => {
    await released;
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
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        release,
        close() {
          release();
          server.closeAllConnections();
          server.close();
        },
      }),
    ),
  );
}
