/** Median of the numbers (mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  return percentile(values, 50);
}

/** Nearest-rank percentile; null for an empty list. */
export function percentile(values: readonly number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  if (p === 50 && sorted.length % 2 === 0) {
    return (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  }
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const round = (value: number | null, digits = 0): number | null =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;
