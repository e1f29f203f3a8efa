import { formatStat, parseStat } from './parseStat';

describe('parseStat', () => {
  it.each([
    ['+250', { value: 250, decimals: 0, prefix: '+', suffix: '' }, '+250'],
    ['250+', { value: 250, decimals: 0, prefix: '+', suffix: '' }, '+250'],
    ['45%', { value: 45, decimals: 0, prefix: '', suffix: '%' }, '45%'],
    ['94.7%', { value: 94.7, decimals: 1, prefix: '', suffix: '%' }, '94.7%'],
    ['45,000+', { value: 45000, decimals: 0, prefix: '+', suffix: '' }, '+45,000'],
    ['+45 %', { value: 45, decimals: 0, prefix: '+', suffix: '%' }, '+45%'],
  ])('reads %s', (title, parsed, shown) => {
    expect(parseStat(title)).toEqual(parsed);
    expect(formatStat(parseStat(title)!, parsed.value)).toBe(shown);
  });

  it('has nothing to count in a title without a number', () => {
    expect(parseStat('Many')).toBeUndefined();
  });

  it('keeps the decimals while counting', () => {
    const stat = parseStat('94.7%')!;
    expect(formatStat(stat, 12)).toBe('12.0%');
    expect(formatStat(parseStat('+1250')!, 1249.6)).toBe('+1,250');
  });

  it.each([
    ['0', 0, '0'],
    ['999', 999, '999'],
    ['1000', 1000, '1,000'],
    ['100000', 100000, '100,000'],
    ['1,234,567.891', 1234567.891, '1,234,567.891'],
    ['0.1234', 0.1234, '0.1234'],
  ])('writes %s as en-US does, commas in the whole part only', (title, value, shown) => {
    expect(formatStat(parseStat(title)!, value)).toBe(shown);
  });
});
