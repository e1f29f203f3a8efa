/** @jest-environment jsdom */
import { offerPrerenderData, PRERENDER_DATA_ID, readPrerenderData } from './index';

function serve(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PRERENDER_DATA_ID;
  element.textContent = text;
  document.body.append(element);
}

afterEach(() => {
  document.getElementById(PRERENDER_DATA_ID)?.remove();
  delete window.tekvanaPrerender;
});

describe('readPrerenderData', () => {
  it("gives an app its own part of the served data, and nothing for another's", () => {
    serve(JSON.stringify({ careers: { queries: [] } }));
    expect(readPrerenderData('careers')).toEqual({ queries: [] });
    expect(readPrerenderData('internship')).toBeUndefined();
  });

  it('gives nothing for a page without data or with data that is not JSON', () => {
    expect(readPrerenderData('careers')).toBeUndefined();
    serve('{"careers": [');
    expect(readPrerenderData('careers')).toBeUndefined();
  });
});

describe('offerPrerenderData', () => {
  it('adds a provider to the hook of the prerender step, beside the others', () => {
    window.tekvanaPrerender = { data: { content: () => 1 } };
    offerPrerenderData('careers', () => 2);
    expect(Object.keys(window.tekvanaPrerender.data ?? {})).toEqual(['content', 'careers']);
    expect(window.tekvanaPrerender.data?.careers?.()).toBe(2);
  });

  it('does nothing in a visitor’s browser, which has no hook', () => {
    offerPrerenderData('careers', () => 2);
    expect(window.tekvanaPrerender).toBeUndefined();
  });
});
