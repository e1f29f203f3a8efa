/**
 * Reads a file with FileReader: the one reading API every browser and jsdom (the unit tests) share;
 * Blob.arrayBuffer is missing from jsdom. Rejects when the file cannot be read (moved, deleted, no access).
 */
export function readBlob(blob: Blob, as: 'dataUrl'): Promise<string>;
export function readBlob(blob: Blob, as: 'bytes'): Promise<Uint8Array>;
export function readBlob(blob: Blob, as: 'dataUrl' | 'bytes'): Promise<string | Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(reader.result instanceof ArrayBuffer ? new Uint8Array(reader.result) : String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    if (as === 'bytes') reader.readAsArrayBuffer(blob);
    else reader.readAsDataURL(blob);
  });
}
