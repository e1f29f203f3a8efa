/** @jest-environment jsdom */
import type { Opening } from '@tekvana/contracts';
// The openings the site is seeded and tested with, and the hostile markup its XSS tests plant: the server's
// sanitizer is held to DOMPurify's markup on all of them, so a served job page hydrates without a difference.
/* eslint-disable import-x/no-restricted-paths -- test data of other workspaces, read only */
import { SEED_OPENINGS } from '../../../api/src/db/seed/openings';
import { hostileOpenings, xssPayloads } from '../../../e2e/fixtures/xssPayloads';
import { openings as careersFixtures } from '../../../remote-careers/src/testing/fixtures';
/* eslint-enable import-x/no-restricted-paths */
import { sanitizeHtml } from './sanitizeHtml';
import { sanitizeHtml as sanitizeOnServer } from './sanitizeHtml.server';

const htmlOf = (opening: Partial<Opening>) =>
  Object.values(opening).filter((value): value is string => typeof value === 'string' && value.includes('<'));

const edges = [
  '',
  'plain & <text',
  'a & b',
  '  <p>leading space</p>',
  '\n<p>x</p>\n',
  '<title>t</title><p>after a head element</p>',
  '<p>unclosed <b>bold <i>both</p> text',
  '<table><tr><td>cell</td></tr></table>',
  '<a href=" https://example.com/a?b=1&c=2 " title="t">link</a>',
  '<a target="_self" href="mailto:x@example.com">mail</a><a>no href</a><a href="">empty</a>',
  '<p>non\u00a0breaking “quotes” \u2028 line separator</p>',
  '<form><input name="attributes"><p>in a form</p></form>',
  '<noscript><p>no script</p></noscript><xmp><b>x</b></xmp>',
  '<div><p>nested <span>span</span></p></div><!-- comment --><?pi x?>',
  '<p title="--&gt;">x</p><h3 class="c">h</h3><br/><ul><li>one<li>two</ul>',
];

const cases = [
  ...SEED_OPENINGS.flatMap(htmlOf),
  ...careersFixtures.flatMap(htmlOf),
  ...xssPayloads,
  ...hostileOpenings.flatMap(htmlOf),
  ...edges,
];

it('covers every seeded opening and every hostile payload', () => {
  expect(SEED_OPENINGS.flatMap(htmlOf).length).toBeGreaterThanOrEqual(SEED_OPENINGS.length);
  expect(cases.length).toBeGreaterThan(SEED_OPENINGS.length + xssPayloads.length * 2);
});

it.each(cases.map((html) => [html]))('sanitizes %j on the server as DOMPurify does in a browser', (html) => {
  expect(sanitizeOnServer(html)).toBe(sanitizeHtml(html));
});
