/**
 * SQL for tables whose columns are the record's own field names. Column names come from this code
 * (seed rows and JSON schemas), never from a request, so interpolating them is safe.
 */
export function insertSql(table: string, columns: readonly string[], onConflict: 'fail' | 'upsert', key?: string): string {
  const names = columns.join(', ');
  const values = columns.map((column) => `@${column}`).join(', ');
  const base = `INSERT INTO ${table} (${names}) VALUES (${values})`;
  if (onConflict === 'fail') return base;
  const updates = columns.filter((column) => column !== key).map((column) => `${column} = excluded.${column}`);
  return `${base} ON CONFLICT (${key}) DO UPDATE SET ${updates.join(', ')}`;
}
