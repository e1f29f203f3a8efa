export * from './httpClient';
export * from './httpResult';
export * from './apiUrl';
export type { Transfer } from './transfer';
