export * from './httpClient';
export * from './httpResult';
export * from './apiUrl';
