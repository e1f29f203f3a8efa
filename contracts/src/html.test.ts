import { scriptSafeJson } from './html';

describe('scriptSafeJson', () => {
  it('escapes every < so the JSON cannot end its script element or open a comment', () => {
    const data = { a: '</script><script>alert(1)</script>', b: '<!-- x' };
    const text = scriptSafeJson(data);
    expect(text).toBe('{"a":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>","b":"\\u003c!-- x"}');
    expect(JSON.parse(text)).toEqual(data);
  });
});
