import { act, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RouterNavigation } from '@tekvana/shared/routerNavigation';
import { composeSiteData } from '@tekvana/contracts/siteDataFiles';
import { readSiteDataFolder } from '@tekvana/contracts/siteDataFolder';
import { SECTION_MODULES, SECTION_TYPES, type Section, type SectionProps } from '@tekvana/shared';
import { imageUrls } from '../siteData/images';
import { sampleSections } from '../standalone/sampleSections';
import { sectionComponents } from '../standalone/sectionComponents';

// Decision 033: the shell keeps a served copy of these sections as it is, so nothing in them may need script.
const staticTypes = SECTION_TYPES.filter(
  (type): type is keyof typeof sectionComponents =>
    SECTION_MODULES[type].remote === 'content' && 'staticMarkup' in SECTION_MODULES[type],
);

const siteData = composeSiteData(readSiteDataFolder(`${__dirname}/../siteData`).files, (name) => imageUrls[name]);
const sectionsOfType = (type: string): Section[] => [
  ...sampleSections.filter((section) => section.type === type),
  ...Object.values(siteData.pages)
    .flatMap((page) => page.sections as Section[])
    .filter((section) => section.type === type),
];

const inRouter = (Component: ComponentType<SectionProps>, section: Section) => (
  <MemoryRouter>
    <RouterNavigation>
      <Component section={section} />
    </RouterNavigation>
  </MemoryRouter>
);

/**
 * The markup as a tree to compare: attributes sorted and styles as the DOM reads them, since the server renderer and
 * the page write the same attributes in another order and the same styles in another spelling.
 */
function canonical(node: Node): string {
  if (!(node instanceof HTMLElement)) return node.textContent ?? '';
  const attributes = [...node.attributes]
    .map(({ name, value }) => `${name}=${JSON.stringify(name === 'style' ? node.style.cssText : value)}`)
    .sort();
  const children = [...node.childNodes].map(canonical).join('');
  return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}>${children}</${node.tagName.toLowerCase()}>`;
}

function canonicalHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.childNodes].map(canonical).join('');
}

/**
 * React keeps an element's props on the element; an `on…` prop there is a handler the served copy would lack. A
 * link's click is the exception: the shell follows links in kept markup as a live section would (decision 033).
 */
function handlersIn(container: HTMLElement): string[] {
  return [...container.querySelectorAll('*')].flatMap((element) => {
    const propsKey = Object.keys(element).find((key) => key.startsWith('__reactProps$'));
    const props = propsKey && (element as unknown as Record<string, Record<string, unknown> | undefined>)[propsKey];
    return Object.keys(props ?? {})
      .filter((name) => /^on[A-Z]/.test(name) && !(element instanceof HTMLAnchorElement && name === 'onClick'))
      .map((name) => `<${element.tagName.toLowerCase()}> ${name}`);
  });
}

afterEach(() => jest.useRealTimers());

describe('sections declared with static markup', () => {
  it('are the ones decision 033 names, each used somewhere', () => {
    expect([...staticTypes].sort()).toEqual(
      [
        'TITLE-SECTION',
        'INTRO-CARDS',
        'IMG-SECTION',
        'TEXT-WITH-VERTICAL-IMAGE',
        'TEXT-WITH-CARDS',
        'CASE-STUDY-CARDS',
        'TEXT-SECTION',
        'PROFILE-CARDS',
        'TIMELINE-SECTION',
        'EMPLOYEE-FEEDBACK',
        'PRESS-RELEASE',
      ].sort(),
    );
    for (const type of staticTypes) expect(sectionsOfType(type).length).toBeGreaterThan(0);
  });

  it.each(staticTypes)('%s: markup the same before and after its effects, and no handler', async (type) => {
    jest.useFakeTimers();
    const Component = sectionComponents[type] as ComponentType<SectionProps>;
    for (const section of sectionsOfType(type)) {
      const served = canonicalHtml(renderToStaticMarkup(inRouter(Component, section)));
      const { container, unmount } = render(inRouter(Component, section));
      await act(async () => {
        jest.advanceTimersByTime(10_000);
      });
      expect(canonicalHtml(container.innerHTML)).toBe(served);
      expect(handlersIn(container)).toEqual([]);
      unmount();
    }
  });

  it('would catch a section that needs script', async () => {
    const Counter = () => <button onClick={() => undefined}>Count</button>;
    const { container } = render(<Counter />);
    expect(handlersIn(container)).toEqual(['<button> onClick']);
  });
});
