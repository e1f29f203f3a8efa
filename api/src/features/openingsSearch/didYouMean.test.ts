import { corrected } from './didYouMean';

const vocabulary = new Set(['java', 'developer', 'engineer', 'data', 'pune', 'austin', 'analyst']);

it('puts a misspelt word right and keeps the words that are parts of known ones', () => {
  expect(corrected('Jvaa developer', vocabulary)).toBe('java developer');
  expect(corrected('dat enginer', vocabulary)).toBe('dat engineer');
  expect(corrected('  Austni ', vocabulary)).toBe('austin');
});

it('offers nothing when every word is known, or a word is too far from any', () => {
  expect(corrected('java dev', vocabulary)).toBeUndefined();
  expect(corrected('kubernetes', vocabulary)).toBeUndefined();
  expect(corrected('jvaa kubernetes', vocabulary)).toBeUndefined();
  expect(corrected('jvaa', new Set())).toBeUndefined();
});

it('allows one edit in a word of three letters, two up to six, three in longer words', () => {
  expect(corrected('dtaa', vocabulary)).toBe('data');
  expect(corrected('dxx', vocabulary)).toBeUndefined();
  expect(corrected('pnue', vocabulary)).toBe('pune');
  expect(corrected('pythonic', vocabulary)).toBeUndefined();
  expect(corrected('develpore', vocabulary)).toBe('developer');
});
