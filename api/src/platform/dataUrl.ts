/** Decodes a data URL ("data:[type][;base64],payload"); undefined when it is not one. */
export function decodeDataUrl(url: string): { type: string; bytes: Buffer } | undefined {
  const comma = url.indexOf(',');
  if (!url.startsWith('data:') || comma < 0) return undefined;
  const header = url.slice(5, comma);
  const payload = url.slice(comma + 1);
  const params = header.split(';');
  const isBase64 = params[params.length - 1]?.toLowerCase() === 'base64';
  const type = params[0] || 'text/plain';
  if (isBase64) {
    const compact = payload.replace(/\s+/g, '');
    // Buffer.from silently skips bad characters; refuse them so a corrupt file is an error, not a wrong file.
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 === 1) return undefined;
    return { type, bytes: Buffer.from(compact, 'base64') };
  }
  try {
    return { type, bytes: Buffer.from(decodeURIComponent(payload), 'utf8') };
  } catch {
    return undefined;
  }
}
