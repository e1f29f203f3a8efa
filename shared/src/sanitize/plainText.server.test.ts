/** @jest-environment jsdom */
import { SEED_OPENINGS } from '../../../api/src/db/seed/openings';
import { plainText } from './plainText';
import { plainText as plainTextOnServer } from './plainText.server';
import { sanitizeHtml } from './sanitizeHtml';

// The job page's description meta is made of these words: the server's head must be the browser's.
it.each(
  [
    ...SEED_OPENINGS.map((opening) => sanitizeHtml(opening.INTERNAL_JOB_DESCRIPTION)),
    '<p>R&amp;D &lt;team&gt;</p><p>Second</p>',
    '<p>Build   models</p>\n<ul><li>Python</li><li>SQL</li></ul>text<br>after',
    '<title>t</title>body text',
  ].map((html) => [html]),
)('reads %j as the browser does', (html) => {
  expect(plainTextOnServer(html)).toBe(plainText(html));
});
