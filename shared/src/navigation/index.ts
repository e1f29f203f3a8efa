export * from './navigation';
export { SiteLink } from './SiteLink';
