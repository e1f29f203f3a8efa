import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerTokenOf, isAcceptedToken } from './bearerToken';

/** Whether an address (to listen on, or a caller's) is this machine's alone; an IPv4 one mapped into IPv6 too. */
export function isLoopback(address: string): boolean {
  const host = address.replace(/^::ffff:/i, '');
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * Whether a request may reach operations' routes (probes, metrics): a caller on this machine, or one with the
 * operations token. A request a proxy on this machine forwarded (it says whom for) is not the machine's own, even
 * when the proxies are not trusted and the socket's address is loopback.
 */
export function isOpsCaller(request: FastifyRequest, opsToken: string | undefined): boolean {
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (isLoopback(request.ip) && !forwarded) return true;
  return opsToken !== undefined && isAcceptedToken(bearerTokenOf(request), [opsToken]);
}

/**
 * An `onRequest` hook that answers 403 to callers who may not reach operations' routes. `tokenName` is the
 * variable that sets the token, named in the refusal so an operator knows what to send.
 */
export function opsOnly(opsToken: string | undefined, tokenName: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (isOpsCaller(request, opsToken)) return;
    await reply
      .code(403)
      .header('cache-control', 'no-store')
      .send({ error: `Operations' routes answer callers on this machine, and others with the token ${tokenName}.` });
  };
}
