export * from './navigation';
export { isPlainClick, SiteLink } from './SiteLink';
