import { budgetReport, overBudget } from './budget';

const timed = (title: string, durationMs: number, timeoutMs = 60_000) => ({ title, durationMs, timeoutMs });

describe('browser test budget', () => {
  it('accepts a test at exactly half of its timeout', () => {
    expect(overBudget(timed('half', 30_000))).toBeUndefined();
  });

  it('rejects a test over half of its timeout', () => {
    expect(overBudget(timed('creeping', 30_001))).toBe('used 50.0 % of its 60.0 s timeout, over 50.0 %');
  });

  it('rejects a test over two minutes whatever its timeout', () => {
    expect(overBudget(timed('long', 121_000, 600_000))).toBe('took 121.0 s, over the 120.0 s limit');
  });

  it('rejects a test without a timeout', () => {
    expect(overBudget(timed('unbounded', 1_000, 0))).toBe('has no timeout');
  });

  it('lists the slowest tests first with their share of the timeout, and every test over budget', () => {
    const tests = Array.from({ length: 12 }, (_, index) => timed(`test ${index}`, (index + 1) * 1_000));
    tests.push(timed('slow one', 45_000, 60_000));
    const { lines, over } = budgetReport(tests);
    expect(lines).toHaveLength(11);
    expect(lines[0]).toMatch(/^Slowest 10 of 13 browser tests/);
    expect(lines[1]).toMatch(/^\s+45\.0 s\s+75\.0 % of 60\.0 s\s+slow one$/);
    expect(lines[2]).toContain('test 11');
    expect(lines.at(-1)).toContain('test 3');
    expect(over).toEqual(['slow one used 75.0 % of its 60.0 s timeout, over 50.0 %']);
  });
});
