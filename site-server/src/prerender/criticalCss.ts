/**
 * Runs in the page (passed to page.evaluate, so it must be self-contained): the CSS rules of every loaded
 * stylesheet that can apply to the rendered page, as one string. Inlined into the pre-rendered HTML, it lets
 * the copy paint without waiting for the stylesheets, which the app loads itself when it starts.
 */
export async function collectCriticalCss(): Promise<string> {
  const matchesSomething = (selector: string): boolean => {
    // States and pseudo-elements (:hover, ::before) cannot be matched now; their element can. Nor can the states of
    // the whole page that scripts mark on <html> (decision 044's data-sections-whole).
    const bare = selector
      .replace(/::?[a-zA-Z-]+(\([^)]*\))?/g, '')
      .replace(/^\s*html(\[[^\]]*\])+/, 'html')
      .trim();
    if (!bare || /[>+~]$/.test(bare)) return true;
    try {
      return document.querySelector(bare) !== null;
    } catch {
      return true;
    }
  };
  // What is kept, before it is written out: custom properties nobody reads are dropped from the style rules first.
  type Kept =
    { style: CSSStyleRule } | { group: string; inner: Kept[] } | { keyframes: string; text: string } | { text: string };
  const keep = (rules: CSSRuleList): Kept[] =>
    Array.from(rules).flatMap((rule): Kept[] => {
      if (rule instanceof CSSStyleRule)
        return rule.selectorText.split(',').some(matchesSomething) ? [{ style: rule }] : [];
      if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) {
        const inner = keep(rule.cssRules);
        const at = rule instanceof CSSMediaRule ? '@media' : '@supports';
        return inner.length ? [{ group: `${at} ${rule.conditionText}`, inner }] : [];
      }
      if (rule instanceof CSSKeyframesRule) return [{ keyframes: rule.name, text: rule.cssText }];
      return [{ text: rule.cssText }];
    });
  const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'));
  const kept = (
    await Promise.all(
      links.map(async (link) => {
        const text = await (await fetch(link.href)).text();
        // Inlined rules are read relative to the page, so relative URLs must point at the stylesheet's folder.
        const absolute = text.replace(
          /url\((['"]?)(?!data:|https?:|\/\/|#)([^'")]+)\1\)/g,
          (_match, quote: string, url: string) => `url(${quote}${new URL(url, link.href).href}${quote})`,
        );
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(absolute);
        return keep(sheet.cssRules);
      }),
    )
  ).flat();

  // Bootstrap declares a few hundred custom properties, most of which no kept rule reads. One is needed when a kept
  // declaration, an inline style of the page, or another needed custom property refers to it with var()
  // (decision 038).
  const styles: CSSStyleRule[] = [];
  const otherText: string[] = [];
  const walk = (items: Kept[]) =>
    items.forEach((item) =>
      'style' in item ? styles.push(item.style) : 'inner' in item ? walk(item.inner) : otherText.push(item.text),
    );
  walk(kept);
  const referenced = (text: string) => Array.from(text.matchAll(/var\(\s*(--[\w-]+)/g), (match) => match[1]!);
  const customValues = new Map<string, string[]>();
  const needed = new Set<string>();
  const readBy = (text: string) => referenced(text).forEach((name) => needed.add(name));
  otherText.forEach(readBy);
  const styledElements = Array.from(document.querySelectorAll<HTMLElement>('[style]'));
  styledElements.forEach((element) => readBy(element.getAttribute('style') ?? ''));
  for (const rule of styles) {
    // A shorthand written with var() leaves its longhands empty, so references are read from the whole text.
    readBy(rule.style.cssText.replace(/(^|;)\s*--[\w-]+\s*:[^;]*/g, '$1'));
    for (const name of Array.from(rule.style))
      if (name.startsWith('--'))
        customValues.set(name, [...(customValues.get(name) ?? []), rule.style.getPropertyValue(name)]);
  }
  for (let queue = [...needed]; queue.length;) {
    const name = queue.pop()!;
    for (const value of customValues.get(name) ?? [])
      for (const next of referenced(value))
        if (!needed.has(next)) {
          needed.add(next);
          queue.push(next);
        }
  }
  for (const rule of styles)
    for (const name of Array.from(rule.style))
      if (name.startsWith('--') && !needed.has(name)) rule.style.removeProperty(name);

  // An animation is kept only when a kept rule or an inline style of the page names it.
  const animations = new Set<string>();
  const animationsOf = (style: CSSStyleDeclaration) =>
    style.animationName.split(',').forEach((name) => animations.add(name.trim()));
  styles.forEach((rule) => animationsOf(rule.style));
  styledElements.forEach((element) => animationsOf(element.style));

  const write = (items: Kept[]): string =>
    items
      .map((item) => {
        if ('style' in item) return item.style.style.length ? item.style.cssText : '';
        if ('keyframes' in item) return animations.has(item.keyframes) ? item.text : '';
        if ('inner' in item) {
          const inner = write(item.inner);
          return inner ? `${item.group}{${inner}}` : '';
        }
        return item.text;
      })
      .join('');
  return write(kept);
}
