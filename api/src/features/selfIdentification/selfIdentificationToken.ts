import { ApiError } from '../../platform/errors';
import { linkToken, readLinkToken } from '../../platform/linkToken';

/**
 * How long the token given with a job candidate's post proves its sender. The step is asked on the job page right
 * after the application, from the page's memory only (decision 063): a day is ample, and a leaked token is soon
 * worthless.
 */
export const SELF_IDENTIFICATION_TOKEN_SECONDS = 24 * 60 * 60;

/**
 * The token the candidate post answers with (decision 063, amended 2026-11-28): a link token for the candidate's id,
 * signed with the API's secret for this purpose alone, so no mail's link passes for it, nor it for one.
 */
export const selfIdentificationToken = (secret: string, candidateId: string, now = new Date()) =>
  linkToken(secret, 'self-identify', candidateId, Math.floor(now.getTime() / 1000) + SELF_IDENTIFICATION_TOKEN_SECONDS);

/**
 * Refuses (403) a self-identification whose sender did not prove it posted this candidate: no token (a remote from
 * before the token, or anyone who only knows the id), or one that is forged, expired, or another candidate's.
 */
export function checkSelfIdentificationToken(secret: string, candidateId: string, token: string | undefined): void {
  if (token === undefined)
    throw new ApiError(
      403,
      'A self-identification needs the token the API gave with the application',
      'token',
      'TOKEN_REQUIRED',
    );
  const check = readLinkToken(secret, 'self-identify', token);
  if (check.state === 'expired')
    throw new ApiError(403, 'The self-identification token has expired', 'token', 'TOKEN_EXPIRED');
  if (check.state !== 'valid' || check.id !== candidateId)
    throw new ApiError(403, `The token is not the one given with application ${candidateId}`, 'token', 'TOKEN_INVALID');
}
