/**
 * Runs in the page (passed to page.evaluate, so it must be self-contained): the CSS rules of every loaded
 * stylesheet that can apply to the rendered page, as one string. Inlined into the pre-rendered HTML, it lets
 * the copy paint without waiting for the stylesheets, which the app loads itself when it starts.
 */
export async function collectCriticalCss(): Promise<string> {
  const matchesSomething = (selector: string): boolean => {
    // States and pseudo-elements (:hover, ::before) cannot be matched now; their element can.
    const bare = selector.replace(/::?[a-zA-Z-]+(\([^)]*\))?/g, '').trim();
    if (!bare || /[>+~]$/.test(bare)) return true;
    try {
      return document.querySelector(bare) !== null;
    } catch {
      return true;
    }
  };
  const keep = (rules: CSSRuleList): string[] =>
    Array.from(rules).flatMap((rule): string[] => {
      if (rule instanceof CSSStyleRule)
        return rule.selectorText.split(',').some(matchesSomething) ? [rule.cssText] : [];
      if (rule instanceof CSSMediaRule) {
        const inner = keep(rule.cssRules);
        return inner.length ? [`@media ${rule.conditionText}{${inner.join('')}}`] : [];
      }
      if (rule instanceof CSSSupportsRule) {
        const inner = keep(rule.cssRules);
        return inner.length ? [`@supports ${rule.conditionText}{${inner.join('')}}`] : [];
      }
      return [rule.cssText];
    });
  const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'));
  const parts = await Promise.all(
    links.map(async (link) => {
      const text = await (await fetch(link.href)).text();
      // Inlined rules are read relative to the page, so relative URLs must point at the stylesheet's folder.
      const absolute = text.replace(
        /url\((['"]?)(?!data:|https?:|\/\/|#)([^'")]+)\1\)/g,
        (_match, quote: string, url: string) => `url(${quote}${new URL(url, link.href).href}${quote})`,
      );
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(absolute);
      return keep(sheet.cssRules).join('');
    }),
  );
  return parts.join('');
}
