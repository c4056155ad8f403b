import type { Kysely } from 'kysely';

/**
 * The store console's staff (docs/features/store-console.md#staff-accounts): each store's staff
 * members with their role and an owner's TOTP secret, their sessions (apart from customers'), and
 * the audit log every staff change is written to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    // Lower case; one account per address in a store.
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    // argon2id, as customers' passwords (modules/account/password.ts).
    .addColumn('password_hash', 'varchar(200)', (col) => col.notNull())
    // 'owner', 'manager' or 'clerk'.
    .addColumn('role', 'varchar(20)', (col) => col.notNull())
    // Base32 TOTP secret; owners log in with a code from it.
    .addColumn('totp_secret', 'varchar(64)')
    // The last TOTP time step accepted, so one code logs in once.
    .addColumn('totp_last_step', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('staff_pk', ['store_id', 'id'])
    .execute();
  await db.schema.createIndex('staff_email_idx').on('staff').columns(['store_id', 'email']).unique().execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    // sha256 hex of the secret cookie token.
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('staff_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('staff_sessions_pk', ['store_id', 'id'])
    .addForeignKeyConstraint('staff_sessions_staff_fk', ['store_id', 'staff_id'], 'staff', ['store_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('staff_sessions_token_hash_idx')
    .on('staff_sessions')
    .columns(['store_id', 'token_hash'])
    .unique()
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    // The staff member who acted; their email is kept too, so the entry reads the same after they leave.
    .addColumn('staff_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('staff_email', 'varchar(254)', (col) => col.notNull())
    // What was done, e.g. 'order.markReady', and to what, e.g. the order number.
    .addColumn('action', 'varchar(80)', (col) => col.notNull())
    .addColumn('subject', 'varchar(200)', (col) => col.notNull())
    // JSON of what changed, before and after; null when there was nothing before (or after).
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('audit_log_pk', ['store_id', 'id'])
    .execute();
  await db.schema.createIndex('audit_log_time_idx').on('audit_log').columns(['store_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff').execute();
}
