import postcss, { type ChildNode, type Declaration } from 'postcss';
import { parse as parseSelector, type Selector } from 'css-what';

/**
 * A stylesheet read once per set of releases, so that the rules one page uses are picked without parsing CSS again
 * (docs/decisions/071-server-rendering-from-releases.md, slice 5).
 */
export type ParsedStylesheet = readonly ParsedRule[];

type ParsedRule =
  | {
      /** Per selector of the list, what an element needs for it to match; undefined: kept whatever the page holds. */
      selectors: (readonly string[])[] | undefined;
      selectorText: string;
      /** The declarations other than custom properties, written out. */
      body: string;
      /** Custom properties it declares: dropped when nothing kept reads them (Bootstrap declares hundreds). */
      customs: readonly (readonly [string, string])[];
      /** Custom properties and animations its other declarations use. */
      reads: readonly string[];
      animations: readonly string[];
    }
  | { group: string; rules: ParsedRule[] }
  | { keyframes: string; text: string }
  | { text: string };

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;
const RELATIVE_URL = /url\((['"]?)(?!data:|https?:|\/\/|#)([^'")]+)\1\)/g;

/**
 * States only a pointer makes: nothing shows them before a visitor moves or presses, and by then the app has loaded
 * the full stylesheets, so the first response leaves them out (docs/decisions/074-first-response-bytes.md). Focus
 * states stay: a keyboard can reach a control at once.
 */
const POINTER_STATE = /:(hover|active)(?![\w-])/i;
/** A functional pseudo-class's argument (`:not(:hover)` applies while nothing hovers): not the selector's own state. */
const ARGUMENT = /\([^()]*\)/g;

/** Whether the selector matches only while a pointer hovers or presses. */
function onlyWhilePointed(selector: string): boolean {
  // Innermost brackets first, until none is left: `:not(:is(:hover))` loses all of its argument.
  let outer = selector;
  for (let stripped = outer.replace(ARGUMENT, ''); stripped !== outer; stripped = outer.replace(ARGUMENT, ''))
    outer = stripped;
  return POINTER_STATE.test(outer);
}

const referencesOf = (text: string) => Array.from(text.matchAll(VAR_REFERENCE), (match) => match[1] as string);

/**
 * What an element must carry for each selector of `text` to match it, as tokens (`t:tag`, `c:class`, `i:id`,
 * `a:attribute`): the rule is kept for a page that holds all of one selector's tokens, as PurgeCSS does. States and
 * pseudo-elements (:hover, ::before) cannot be told from markup, so they need nothing more than their element; nor
 * can the states scripts set on <html>, so an attribute of `html` needs nothing. Undefined when it cannot be parsed.
 */
function selectorTokens(text: string): string[][] | undefined {
  let parsed: Selector[][];
  try {
    parsed = parseSelector(text);
  } catch {
    return undefined;
  }
  return parsed.map((selector) => {
    const tokens: string[] = [];
    let compound: string[] = [];
    const flush = () => {
      const onHtml = compound.includes('t:html');
      tokens.push(...compound.filter((token) => !(onHtml && token.startsWith('a:'))));
      compound = [];
    };
    for (const part of selector) {
      if (part.type === 'tag') compound.push(`t:${part.name.toLowerCase()}`);
      else if (part.type === 'attribute') {
        if (part.name === 'class' && part.action === 'element') compound.push(`c:${part.value}`);
        else if (part.name === 'id' && part.action === 'equals') compound.push(`i:${part.value}`);
        else compound.push(`a:${part.name.toLowerCase()}`);
      } else if (['child', 'descendant', 'adjacent', 'sibling', 'parent', 'column-combinator'].includes(part.type))
        flush();
    }
    flush();
    return tokens;
  });
}

function parseRule(node: ChildNode): ParsedRule[] {
  if (node.type === 'rule') {
    const shown = node.selectors.filter((selector) => !onlyWhilePointed(selector));
    if (shown.length === 0) return [];
    const selectorText = shown.length === node.selectors.length ? node.selector : shown.join(',');
    const declarations = (node.nodes ?? []).filter((child): child is Declaration => child.type === 'decl');
    const written = (decl: Declaration) => `${decl.prop}:${decl.value}${decl.important ? '!important' : ''}`;
    const plain = declarations.filter((decl) => !decl.prop.startsWith('--'));
    const body = plain.map(written).join(';');
    const animations = plain
      .filter((decl) => decl.prop === 'animation' || decl.prop === 'animation-name')
      .flatMap((decl) => decl.value.split(/[\s,]+/));
    return [
      {
        selectors: selectorTokens(selectorText),
        selectorText,
        body,
        customs: declarations
          .filter((decl) => decl.prop.startsWith('--'))
          .map((decl) => [decl.prop, `${decl.value}${decl.important ? '!important' : ''}`] as const),
        reads: referencesOf(body),
        animations,
      },
    ];
  }
  if (node.type !== 'atrule') return [];
  const name = node.name.toLowerCase();
  if (name === 'charset') return [];
  if (name.endsWith('keyframes')) return [{ keyframes: node.params.trim(), text: node.toString() }];
  if (node.nodes && ['media', 'supports', 'container', 'layer'].includes(name))
    return [{ group: `@${node.name} ${node.params}`, rules: node.nodes.flatMap(parseRule) }];
  return [{ text: node.toString() }];
}

/**
 * Parses a stylesheet served at `href`. Relative URLs in it are made absolute: inline in a page, they would be read
 * against the page's URL. A stylesheet that cannot be parsed gives no rule (the app then loads it itself).
 */
export function parseStylesheet(css: string, href: string): ParsedStylesheet {
  const absolute = css.replace(RELATIVE_URL, (match, quote: string, url: string) => {
    try {
      return `url(${quote}${new URL(url, href).href}${quote})`;
    } catch {
      return match;
    }
  });
  try {
    return postcss.parse(absolute).nodes.flatMap(parseRule);
  } catch {
    return [];
  }
}

const ATTRIBUTES = /([^\s=/"'>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/**
 * The tokens of a page's markup that selectors are matched against (`selectorTokens`), and the custom properties its
 * inline styles read (`v:--name`). React writes `>` in an attribute's value as `&gt;`, so a tag ends at the first one.
 */
export function markupTokens(html: string): Set<string> {
  const tokens = new Set<string>();
  for (const [, tag = '', attributes = ''] of html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    tokens.add(`t:${tag.toLowerCase()}`);
    for (const [, name = '', double, single, bare] of attributes.matchAll(ATTRIBUTES)) {
      const attribute = name.toLowerCase();
      const value = double ?? single ?? bare ?? '';
      tokens.add(`a:${attribute}`);
      if (attribute === 'class') for (const each of value.split(/\s+/)) if (each) tokens.add(`c:${each}`);
      if (attribute === 'id') tokens.add(`i:${value}`);
      if (attribute === 'style') for (const read of referencesOf(value)) tokens.add(`v:${read}`);
    }
  }
  return tokens;
}

type StyleRule = Extract<ParsedRule, { selectors: unknown }>;
type KeptRule =
  StyleRule | { group: string; rules: KeptRule[] } | { keyframes: string; text: string } | { text: string };

/**
 * The rules of `sheets`, in their order, that can apply to a page with `tokens` (`markupTokens`), with the custom
 * properties and animations nothing kept uses left out: inlined in the page's head, it paints styled before any
 * stylesheet or script loads.
 */
export function usedCss(sheets: readonly ParsedStylesheet[], tokens: ReadonlySet<string>): string {
  const matches = (rule: StyleRule) =>
    !rule.selectors || rule.selectors.some((selector) => selector.every((token) => tokens.has(token)));
  const keep = (rules: readonly ParsedRule[]): KeptRule[] =>
    rules.flatMap((rule): KeptRule[] => {
      if ('selectors' in rule) return matches(rule) ? [rule] : [];
      if ('group' in rule) {
        const inner = keep(rule.rules);
        return inner.length > 0 ? [{ group: rule.group, rules: inner }] : [];
      }
      return [rule];
    });
  const kept = sheets.flatMap(keep);

  const styles: StyleRule[] = [];
  const walk = (rules: readonly KeptRule[]): void =>
    rules.forEach((rule) => ('selectors' in rule ? styles.push(rule) : 'rules' in rule && walk(rule.rules)));
  walk(kept);
  // A custom property is needed when a kept declaration, an inline style, or another needed one reads it.
  const needed = new Set<string>();
  for (const token of tokens) if (token.startsWith('v:')) needed.add(token.slice(2));
  for (const rule of styles) for (const read of rule.reads) needed.add(read);
  const values = new Map<string, string[]>();
  for (const rule of styles)
    for (const [name, value] of rule.customs) values.set(name, [...(values.get(name) ?? []), value]);
  for (let queue = [...needed]; queue.length > 0;) {
    for (const value of values.get(queue.pop() as string) ?? [])
      for (const read of referencesOf(value))
        if (!needed.has(read)) {
          needed.add(read);
          queue.push(read);
        }
  }
  const animations = new Set(styles.flatMap((rule) => rule.animations));

  const styleText = (rule: StyleRule) => {
    const customs = rule.customs.filter(([name]) => needed.has(name)).map(([name, value]) => `${name}:${value}`);
    const body = [...customs, ...(rule.body ? [rule.body] : [])].join(';');
    return body ? `${rule.selectorText}{${body}}` : '';
  };
  // Two stylesheets may hold the same rule (each app's copy of the design system): an earlier rule that a later one
  // repeats in the same at-rules never decides a style the later one does not, so only the last is written.
  const last = new Map<string, StyleRule>();
  const findLast = (rules: readonly KeptRule[], context: string): void =>
    rules.forEach((rule) => {
      if ('selectors' in rule) last.set(`${context}\n${styleText(rule)}`, rule);
      else if ('rules' in rule) findLast(rule.rules, `${context}\n${rule.group}`);
    });
  findLast(kept, '');
  const write = (rules: readonly KeptRule[], context: string): string =>
    rules
      .map((rule) => {
        if ('selectors' in rule) {
          const text = styleText(rule);
          return last.get(`${context}\n${text}`) === rule ? text : '';
        }
        if ('keyframes' in rule) return animations.has(rule.keyframes) ? rule.text : '';
        if ('rules' in rule) {
          const inner = write(rule.rules, `${context}\n${rule.group}`);
          return inner ? `${rule.group}{${inner}}` : '';
        }
        return rule.text;
      })
      .join('');
  return write(kept, '');
}
