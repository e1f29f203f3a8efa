/**
 * Makes the controls that served markup holds inert until live (serverRender/inertControls) usable in `area`: the
 * page's buttons as the app starts hydrating it, a section's forms and fields once the section is live.
 */
export function liftPrerenderInert(area: ParentNode, tag = ''): void {
  for (const element of area.querySelectorAll(`${tag}[data-prerender-inert]`)) {
    element.removeAttribute('inert');
    element.removeAttribute('data-prerender-inert');
  }
}
