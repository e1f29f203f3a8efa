import { sql, type Kysely } from 'kysely';
import { untyped, type Tables } from './tables';

type Row<Table extends keyof Tables> = Tables[Table];

/**
 * Inserts rows, or on a key conflict sets every other column to the new values. Both engines spell
 * this `ON CONFLICT (key) DO UPDATE SET column = excluded.column`.
 */
export async function upsert<Table extends keyof Tables & string>(
  db: Kysely<Tables>,
  name: Table,
  key: keyof Row<Table> & string,
  rows: readonly Row<Table>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const updates = Object.fromEntries(
    Object.keys(first)
      .filter((column) => column !== key)
      .map((column) => [column, sql.ref(`excluded.${column}`)]),
  );
  const table: string = name;
  await untyped(db)
    .insertInto(table)
    .values(rows.map((row): Record<string, unknown> => ({ ...row })))
    .onConflict((conflict) => conflict.column(key).doUpdateSet(updates))
    .execute();
}
