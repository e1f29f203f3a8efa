const fs = require('node:fs');
const path = require('node:path');
const postcss = require('postcss');
const selectorParser = require('postcss-selector-parser');
const { BOOTSTRAP_CSS, selectorNames, designSystemPostcssOptions } = require('./designSystemCss');
const { DESIGN_SYSTEM_CLASSES } = require('../src/ui/designSystemClasses.ts');

// By the package's folder: Jest maps a required stylesheet to a stub, and require.resolve with it.
const bootstrapCssFile = path.join(
  path.dirname(require.resolve('bootstrap/package.json', { paths: [path.join(__dirname, '../../shell')] })),
  'dist/css/bootstrap.min.css',
);
const bootstrapCss = fs.readFileSync(bootstrapCssFile, 'utf8');

/** Every single selector of a stylesheet (a rule `a, b` gives two), outside keyframes. */
function singleSelectors(cssText) {
  const found = [];
  const split = selectorParser((selectors) => selectors.each((selector) => void found.push(selector)));
  postcss.parse(cssText).walkRules((rule) => {
    if (rule.parent && rule.parent.type === 'atrule' && rule.parent.name.endsWith('keyframes')) return;
    split.processSync(rule.selector);
  });
  return found;
}

const insidePseudo = (node) => {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent.type === 'pseudo') return true;
  return false;
};

/** The classes a selector needs the element to have (not those under `:not()` and the like). */
const requiredClasses = (selector) => {
  const names = [];
  selector.walkClasses((node) => void (insidePseudo(node) || names.push(node.value)));
  return names;
};

const hasDataAttribute = (selector) => {
  let found = false;
  selector.walkAttributes((node) => void (found ||= node.attribute.startsWith('data-')));
  return found;
};

const withoutClassesOrDataAttributes = (selector) => {
  let classes = false;
  selector.walkClasses(() => void (classes = true));
  return !classes && !hasDataAttribute(selector);
};

describe("Bootstrap's stylesheet cut to the design-system classes", () => {
  let cut;
  beforeAll(async () => {
    const { plugins } = designSystemPostcssOptions(bootstrapCss);
    cut = (await postcss(plugins).process(bootstrapCss, { from: bootstrapCssFile })).css;
  });

  it('applies to both stylesheets Bootstrap ships and to no other', () => {
    expect(BOOTSTRAP_CSS.test(bootstrapCssFile)).toBe(true);
    expect(BOOTSTRAP_CSS.test(bootstrapCssFile.replace('.min.css', '.css'))).toBe(true);
    expect(BOOTSTRAP_CSS.test('/app/src/bootstrap.css')).toBe(false);
    expect(BOOTSTRAP_CSS.test('/node_modules/bootstrap-icons/font/bootstrap-icons.css')).toBe(false);
  });

  it('keeps every rule of the listed classes alone, and is a fraction of the whole', () => {
    const listed = new Set(DESIGN_SYSTEM_CLASSES);
    const ofListedClasses = singleSelectors(bootstrapCss).filter((selector) => {
      const classes = requiredClasses(selector);
      return classes.length > 0 && classes.every((name) => listed.has(name)) && !hasDataAttribute(selector);
    });
    const kept = new Set(singleSelectors(cut).map(String));
    expect(ofListedClasses.length).toBeGreaterThan(DESIGN_SYSTEM_CLASSES.length);
    expect(ofListedClasses.map(String).filter((selector) => !kept.has(selector))).toEqual([]);
    expect(cut.length).toBeLessThan(bootstrapCss.length / 3);
  });

  it('drops the classes that are not listed, except those named like an element', () => {
    const { elementsAndAttributes } = selectorNames(bootstrapCss);
    const listed = new Set(DESIGN_SYSTEM_CLASSES);
    const unlisted = singleSelectors(cut)
      .flatMap(requiredClasses)
      .filter((name) => !listed.has(name) && !elementsAndAttributes.has(name));
    expect(unlisted).toEqual([]);
    expect(cut).not.toContain('.btn-warning');
    expect(cut).not.toContain('.offcanvas');
  });

  it('keeps every rule that selects elements or attributes only, and drops the dark colour mode', () => {
    const expected = new Set(singleSelectors(bootstrapCss).filter(withoutClassesOrDataAttributes).map(String));
    const kept = new Set(singleSelectors(cut).map(String));
    expect([...expected].filter((selector) => !kept.has(selector))).toEqual([]);
    expect(expected.has('[hidden]')).toBe(true);
    expect(cut).not.toContain('data-bs-theme');
  });

  it("keeps the animations of the kept rules and drops the others'", () => {
    expect(cut).toMatch(/@keyframes spinner-border\b/);
    expect(cut).not.toMatch(/@keyframes spinner-grow\b/);
    expect(cut).not.toMatch(/@keyframes progress-bar-stripes\b/);
  });
});
