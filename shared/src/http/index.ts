export * from './httpClient';
export * from './apiUrl';
