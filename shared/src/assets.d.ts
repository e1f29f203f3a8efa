// Webpack turns these imports into a URL (images) or the file's markup (bootstrap-icons SVGs).
declare module '*.svg' {
  const content: string;
  export default content;
}
declare module '*.css';
