// Webpack turns these imports into a URL (images, and bootstrap-icons SVGs asked for with `?url`) or the file's
// markup (other bootstrap-icons SVGs).
declare module '*.svg' {
  const content: string;
  export default content;
}
declare module '*.svg?url' {
  const url: string;
  export default url;
}
declare module '*.css';
