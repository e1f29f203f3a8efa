// Webpack turns these imports into a URL (images, and bootstrap-icons SVGs asked for with `?url`), a data URL (an
// image asked for with `?inline`) or the file's markup (other bootstrap-icons SVGs).
declare module '*.svg' {
  const content: string;
  export default content;
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
