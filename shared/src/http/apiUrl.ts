import { getDeployConfig } from '@tekvana/shared';

const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/** {staffing api}{path}: the base URL comes from the deploy config at run time. */
export const staffingUrl = (path: string) => join(getDeployConfig().staffingApiBaseUrl, path);

/** {email api}{path}. */
export const emailUrl = (path: string) => join(getDeployConfig().emailApiBaseUrl, path);
