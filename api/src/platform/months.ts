/** The same day and time `months` calendar months earlier (UTC). */
export function monthsBefore(date: Date, months: number): Date {
  const earlier = new Date(date);
  // From the 1st, so a month-end date does not overflow into the next month (31 March - 1 = 28/29 February).
  earlier.setUTCDate(1);
  earlier.setUTCMonth(earlier.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(earlier.getUTCFullYear(), earlier.getUTCMonth() + 1, 0)).getUTCDate();
  earlier.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return earlier;
}
