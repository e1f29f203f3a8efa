// Webpack turns these imports into a URL (images, and bootstrap-icons SVGs asked for with `?url`) or a data URL (an
// image asked for with `?inline`).
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.svg?url' {
  const url: string;
  export default url;
}
declare module '*.svg?inline' {
  const dataUrl: string;
  export default dataUrl;
}
declare module '*.css';
