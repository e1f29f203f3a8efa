import { parse, type DefaultTreeAdapterTypes as Tree } from 'parse5';

/** Elements that end a word even where the markup has no space after them (plainText.ts: its BLOCKS). */
const BLOCKS = new Set(['p', 'li', 'div', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'td', 'th', 'dt', 'dd']);

function textOf(node: Tree.ChildNode): string {
  if (node.nodeName === '#text') return (node as Tree.TextNode).value;
  if (!('tagName' in node)) return '';
  const text = node.childNodes.map(textOf).join('');
  return BLOCKS.has(node.tagName) ? `${text} ` : text;
}

/** plainText.ts on a server, where there is no DOMParser: the same words from the same parse. */
export function plainText(html: string): string {
  const document = parse(html, { scriptingEnabled: false });
  const body = document.childNodes
    .flatMap((node) => ('tagName' in node ? node.childNodes : []))
    .find((node) => 'tagName' in node && node.tagName === 'body');
  return (body ? textOf(body) : '').replace(/\s+/g, ' ').trim();
}
