// React components used by two or more apps. Kept out of the root entry, which the Node API imports too.
// No module here imports CSS, so an app bundles only the components it uses; each app styles them.
export { JsonLd } from './JsonLd';
export { LoadingIndicator } from './LoadingIndicator';
export { MaskIcon } from './MaskIcon';
export { NoticeText } from './NoticeText';
export { Pagination } from './Pagination';
export { useInView } from './useInView';
