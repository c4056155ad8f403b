import {
  PostgresDialect,
  PostgresIntrospector,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

/** One column of `getTables`' read, named as PostgreSQL answers it. */
type ColumnRow = {
  table: string;
  table_type: string;
  schema: string;
  column: string;
  not_null: boolean;
  has_default: boolean;
  type: string;
  type_schema: string;
  column_description: string | null;
  auto_incrementing: string | null;
};

/**
 * Kysely's PostgreSQL introspector reads the tables of every schema in the database and calls
 * `pg_get_serial_sequence` and `has_schema_privilege` on each by name. Another connection dropping
 * a schema meanwhile fails that read ("schema … does not exist"), and a migration table of another
 * schema would pass for the store's own. The store's tables are those of its search_path
 * (docs/architecture.md#data-model), so only those are read.
 */
export class SearchPathIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  getSchemas(): Promise<SchemaMetadata[]> {
    return new PostgresIntrospector(this.#db).getSchemas();
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const withoutMigrationTables = options.withInternalKyselyTables
      ? sql``
      : sql`and c.relname not in ('kysely_migration', 'kysely_migration_lock')`;
    const { rows } = await sql<ColumnRow>`
      select c.relname as table, c.relkind as table_type, ns.nspname as schema,
             a.attname as column, a.attnotnull as not_null, a.atthasdef as has_default,
             typ.typname as type, dtns.nspname as type_schema,
             col_description(a.attrelid, a.attnum) as column_description,
             pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname)
               as auto_incrementing
        from pg_catalog.pg_attribute a
        join pg_catalog.pg_class c on c.oid = a.attrelid
        join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
        join pg_catalog.pg_type typ on typ.oid = a.atttypid
        join pg_catalog.pg_namespace dtns on dtns.oid = typ.typnamespace
       where ns.nspname = any(current_schemas(false))
         and c.relkind in ('r', 'v', 'p')
         and a.attnum >= 0 and not a.attisdropped
         ${withoutMigrationTables}
       order by ns.nspname, c.relname, a.attnum`.execute(this.#db);
    return tablesOf(rows);
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

function tablesOf(rows: ColumnRow[]): TableMetadata[] {
  const tables = new Map<string, TableMetadata & { columns: TableMetadata['columns'][number][] }>();
  for (const row of rows) {
    const key = `${row.schema}.${row.table}`;
    let table = tables.get(key);
    if (!table) {
      table = { name: row.table, schema: row.schema, isView: row.table_type === 'v', columns: [] };
      tables.set(key, table);
    }
    table.columns.push({
      name: row.column,
      dataType: row.type,
      dataTypeSchema: row.type_schema,
      isNullable: !row.not_null,
      isAutoIncrementing: row.auto_incrementing !== null,
      hasDefaultValue: row.has_default,
      comment: row.column_description ?? undefined,
    });
  }
  return [...tables.values()];
}

/** The PostgreSQL dialect, introspecting only the search_path's schemas. */
export class SearchPathPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SearchPathIntrospector(db);
  }
}
