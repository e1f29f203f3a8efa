import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerTokenOf, isAcceptedToken } from './bearerToken';

/** Whether an address (to listen on, or a caller's) is this machine's alone; an IPv4 one mapped into IPv6 too. */
export function isLoopback(address: string): boolean {
  const host = address.replace(/^::ffff:/i, '');
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** Headers a proxy adds to what it forwards: X-Forwarded-For and Forwarded (RFC 7239), nginx's X-Real-IP, Via. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via'] as const;

/**
 * Whether a request may reach operations' routes (probes, metrics): a caller on this machine, or one with the
 * operations token. A request a proxy on this machine forwarded (it says whom for, or that it passed through) is
 * not the machine's own, even when the proxies are not trusted and the socket's address is loopback. A proxy that
 * says nothing of the kind must not forward these paths: docs/deploy.md has nginx set X-Forwarded-For.
 */
export function isOpsCaller(request: FastifyRequest, opsToken: string | undefined): boolean {
  const forwarded = FORWARDING_HEADERS.some((header) => request.headers[header] !== undefined);
  if (isLoopback(request.ip ?? '') && !forwarded) return true;
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
