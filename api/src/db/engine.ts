/** The SQL engine behind the API: SQLite in the data folder by default, PostgreSQL when DATABASE_URL is set. */
export type Engine = 'sqlite' | 'postgres';
