import { sectionModuleOf } from '@tekvana/shared';

/** The sections of the served page that React has made live (their content or fallback rendered in the browser). */
const liveSections = new WeakSet<Element>();
/** The last button pressed in a section before it was live: pressed again once it is. */
let held: HTMLButtonElement | undefined;

/**
 * Keeps a press on a button of a section that is not live yet. React drops a click that lands in a part of the page
 * it cannot hydrate at once (the section's module still loading), so without this the press would be lost in
 * silence. The listener runs in the capture phase on the window, before React's own on the root.
 */
export function holdEarlyPresses(container: HTMLElement): void {
  window.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      const section = button?.closest('[data-section-type]');
      if (!button || !section || !container.contains(section) || liveSections.has(section)) return;
      // A section served as static markup is never hydrated: there is nothing to wait for.
      if (sectionModuleOf(section.getAttribute('data-section-type') ?? '')?.staticMarkup) return;
      event.preventDefault();
      event.stopPropagation();
      held = button;
    },
    { capture: true },
  );
}

/** Marks `area` (a section's wrapper) live, and presses again the button held in it, if it is still there. */
export function sectionLive(area: Element): void {
  liveSections.add(area);
  const button = held;
  if (!button || !area.contains(button)) return;
  held = undefined;
  // In a task of its own: the section's first effects (its handlers' state) run before the press.
  setTimeout(() => {
    if (button.isConnected && !button.disabled) button.click();
  }, 0);
}
