import { parse, serialize, type DefaultTreeAdapterTypes as Tree } from 'parse5';
import { ALLOWED_ATTR, ALLOWED_TAGS, ALLOWED_URI_REGEXP, LINK_ATTRIBUTES } from './allowList';

/**
 * sanitizeHtml.ts on a server, where there is no DOM for DOMPurify: the same allow-list applied the way DOMPurify
 * applies it, on the tree a browser's parser builds (parse5 follows the HTML standard's parsing and serializing, as
 * DOMParser and innerHTML do). The markup must be the browser's to the byte, or the job text would differ between
 * the server's page and the browser's first render; sanitizeHtml.server.test.ts holds the two to that.
 */

const allowedTags = new Set(ALLOWED_TAGS);
const allowedAttributes = new Set(ALLOWED_ATTR);
/** Disallowed elements whose content goes with them (DOMPurify's FORBID_CONTENTS); others leave their content. */
const DROPPED_WITH_CONTENT = new Set([
  'annotation-xml', 'audio', 'colgroup', 'desc', 'foreignobject', 'head', 'iframe', 'math', 'mi', 'mn', 'mo', 'ms',
  'mtext', 'noembed', 'noframes', 'noscript', 'plaintext', 'script', 'selectedcontent', 'style', 'svg', 'template',
  'thead', 'title', 'video', 'xmp',
]); // prettier-ignore
const VALUE_BREAKOUT = /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;
const ATTRIBUTE_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g; // eslint-disable-line no-control-regex -- DOMPurify's set

const isElement = (node: Tree.ChildNode): node is Tree.Element => 'tagName' in node;

function keepAttribute(name: string, value: string): boolean {
  if (VALUE_BREAKOUT.test(value) || /\/>/.test(value) || !allowedAttributes.has(name)) return false;
  return ALLOWED_URI_REGEXP.test(value.replace(ATTRIBUTE_WHITESPACE, '')) || !value;
}

function cleanAttributes(element: Tree.Element): void {
  element.attrs = element.attrs
    .map(({ name, value }) => ({ name, value: name === 'value' ? value : value.trim() }))
    .filter(({ name, value }) => keepAttribute(name.toLowerCase(), value));
  if (element.tagName === 'a') {
    for (const [name, value] of Object.entries(LINK_ATTRIBUTES)) {
      element.attrs = [...element.attrs.filter((attr) => attr.name !== name), { name, value }];
    }
  }
}

/**
 * In document order, as DOMPurify's walk: a removed element's kept content is walked where it now stands. (DOMPurify's
 * checks for markup hidden in raw text concern only elements that go with their content here.)
 */
function cleanChildren(parent: Tree.ParentNode): void {
  for (let index = 0, node = parent.childNodes[0]; node; node = parent.childNodes[index]) {
    if (node.nodeName === '#text') {
      index += 1;
    } else if (!isElement(node)) {
      parent.childNodes.splice(index, 1);
    } else if (!allowedTags.has(node.tagName)) {
      const content = DROPPED_WITH_CONTENT.has(node.tagName) ? [] : node.childNodes;
      for (const child of content) child.parentNode = parent;
      parent.childNodes.splice(index, 1, ...content);
    } else {
      cleanAttributes(node);
      cleanChildren(node);
      index += 1;
    }
  }
}

/** Returns markup that is safe to put into the page with innerHTML: sanitizeHtml.ts's, made without a DOM. */
export function sanitizeHtml(dirty: string | null | undefined): string {
  if (!dirty) return '';
  // DOMPurify hands back text without a tag as it is.
  if (!dirty.includes('<')) return dirty;
  const document = parse(dirty, { scriptingEnabled: false });
  const html = document.childNodes.find(isElement);
  const body = html?.childNodes.find((node): node is Tree.Element => isElement(node) && node.tagName === 'body');
  if (!body) return '';
  cleanChildren(body);
  // The parser drops white space before <body>; DOMPurify puts it back.
  return `${/^[\r\n\t ]+/.exec(dirty)?.[0] ?? ''}${serialize(body)}`;
}
