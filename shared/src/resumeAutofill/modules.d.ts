// pdf.js's parser module: loaded for its effect (it registers itself for pdf.js to parse in the same thread).
declare module 'pdfjs-dist/build/pdf.worker.mjs';

// mammoth's build for browsers (its Node build needs Node's modules); the same API as the package's types.
declare module 'mammoth/mammoth.browser.min.js' {
  const mammoth: typeof import('mammoth');
  export default mammoth;
}
