import { sql, type Kysely } from 'kysely';
import { untyped, type Tables } from './tables';

type Row<Table extends keyof Tables> = Tables[Table];

/**
 * Inserts rows, or on a key conflict sets every other column to the new values where one differs. Both engines
 * spell this `ON CONFLICT (key) DO UPDATE SET column = excluded.column WHERE … IS DISTINCT FROM …`: a row written
 * again as it is stays untouched, so it moves no data version and fires no trigger (decision 056).
 */
export async function upsert<Table extends keyof Tables & string>(
  db: Kysely<Tables>,
  name: Table,
  key: keyof Row<Table> & string,
  rows: readonly Row<Table>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const table: string = name;
  const columns = Object.keys(first).filter((column) => column !== key);
  const updates = Object.fromEntries(columns.map((column) => [column, sql.ref(`excluded.${column}`)]));
  await untyped(db)
    .insertInto(table)
    .values(rows.map((row): Record<string, unknown> => ({ ...row })))
    .onConflict((conflict) =>
      conflict
        .column(key)
        .doUpdateSet(updates)
        .where((eb) =>
          eb.or(
            columns.map((column) =>
              eb(sql.ref(`${table}.${column}`), 'is distinct from', sql.ref(`excluded.${column}`)),
            ),
          ),
        ),
    )
    .execute();
}
