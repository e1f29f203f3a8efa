/** A stats title ("+250", "250+", "45%", "94.7%", "1,200+") split into what the count-up needs. */
export interface ParsedStat {
  value: number;
  decimals: number;
  prefix: string;
  suffix: string;
}

/**
 * Reads the number, its decimals and the text around it. A "+" on either side becomes the prefix, so
 * "250+" and "+250" both show as "+250" (decision 010: the "+" is a prefix). Undefined when there is no number.
 */
export function parseStat(title: string): ParsedStat | undefined {
  const match = /\d[\d,]*(?:\.\d+)?/.exec(title);
  if (!match) return undefined;
  const digits = match[0].replace(/,/g, '');
  const before = title.slice(0, match.index);
  const after = title.slice(match.index + match[0].length);
  const plus = before.includes('+') || after.includes('+');
  return {
    value: Number(digits),
    decimals: digits.split('.')[1]?.length ?? 0,
    prefix: `${plus ? '+' : ''}${before.replace('+', '').trim()}`,
    suffix: after.replace('+', '').trim(),
  };
}

/**
 * Digits with a comma between each group of three, as en-US writes them. Written out rather than with
 * Intl.NumberFormat: the first number format a page builds makes the browser load its locale data, about 45 ms
 * of a phone's main thread during hydration (decision 042).
 */
function groupedDigits(value: number, decimals: number): string {
  const [whole = '', fraction] = value.toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** The number with thousands separators and the stat's own number of decimals, prefix and suffix. */
export function formatStat(stat: ParsedStat, value: number): string {
  return `${stat.prefix}${groupedDigits(value, stat.decimals)}${stat.suffix}`;
}
