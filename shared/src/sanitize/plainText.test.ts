/** @jest-environment jsdom */
import { plainText } from './plainText';

describe('the text of a job description', () => {
  it('reads the description as text: markup and entities never reach the meta tag', () => {
    expect(plainText('<p>R&amp;D &lt;team&gt;</p><p>Second</p>')).toBe('R&D <team> Second');
    expect(plainText('<img src=x onerror="alert(1)">Hi')).toBe('Hi');
    expect(plainText('<p>Build   models</p>\n<ul><li>Python</li></ul>')).toBe('Build models Python');
  });
});
