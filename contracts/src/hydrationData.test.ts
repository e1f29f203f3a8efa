/** @jest-environment jsdom */
import { HYDRATION_DATA_ID, hydrationDataScript, readHydrationData } from './hydrationData';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('hydration data', () => {
  it("gives each app its own part of what the server wrote, and nothing for another's", () => {
    document.body.innerHTML = hydrationDataScript({ careers: { queries: [] }, shell: { path: '/' } });
    expect(readHydrationData('careers')).toEqual({ queries: [] });
    expect(readHydrationData('shell')).toEqual({ path: '/' });
    expect(readHydrationData('internship')).toBeUndefined();
  });

  it('holds text that would end the element or open a comment, and reads it back unchanged', () => {
    const hostile = { title: '</script><script>alert(1)</script>', note: '<!-- x', line: 'a\u2028b', quote: `"'` };
    const script = hydrationDataScript({ careers: hostile });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = script;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readHydrationData('careers')).toEqual(hostile);
  });

  it('gives nothing for a page without the element, or with one that is not JSON', () => {
    expect(readHydrationData('careers')).toBeUndefined();
    document.body.innerHTML = `<script type="application/json" id="${HYDRATION_DATA_ID}">{"careers": [</script>`;
    expect(readHydrationData('careers')).toBeUndefined();
  });
});
