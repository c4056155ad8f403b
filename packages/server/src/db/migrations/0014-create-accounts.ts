import type { Kysely } from 'kysely';

/**
 * Customer accounts (docs/features/accounts.md#linked-accounts "User", "Address", "Linked child"): users, the corps they buy as
 * (their own, or an institution), links between institutions and the customers who may buy for
 * them, address books, single-use tokens, and the shared rate-limit counters.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('corps')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('is_institution', 'integer', (col) => col.notNull().defaultTo(0))
    // docs/features/accounts.md#linked-accounts: only institutions of type customer are offered to link to.
    .addColumn('type', 'varchar(32)', (col) => col.notNull().defaultTo('customer'))
    .addColumn('owner_user_id', 'varchar(64)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('corps_pk', ['store_id', 'id'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('corp_id', 'varchar(64)', (col) => col.notNull())
    // Lower-cased; null once the account is deleted (the row stays for the store's orders).
    .addColumn('email', 'varchar(254)')
    .addColumn('email_verified_at', 'bigint')
    .addColumn('password_hash', 'varchar(200)')
    .addColumn('san', 'varchar(32)')
    .addColumn('first_name', 'varchar(80)', (col) => col.notNull().defaultTo(''))
    .addColumn('last_name', 'varchar(80)', (col) => col.notNull().defaultTo(''))
    .addColumn('company', 'varchar(80)', (col) => col.notNull().defaultTo(''))
    .addColumn('phone_number', 'varchar(20)', (col) => col.notNull().defaultTo(''))
    .addColumn('phone_number_type', 'varchar(8)', (col) => col.notNull().defaultTo('cell'))
    .addColumn('phone_number_ext', 'varchar(6)', (col) => col.notNull().defaultTo(''))
    .addColumn('alt_phone_number', 'varchar(20)', (col) => col.notNull().defaultTo(''))
    .addColumn('alt_phone_number_type', 'varchar(8)', (col) => col.notNull().defaultTo('home'))
    .addColumn('alt_phone_number_ext', 'varchar(6)', (col) => col.notNull().defaultTo(''))
    .addColumn('communication_preference', 'varchar(8)', (col) => col.notNull().defaultTo('email'))
    .addColumn('street_address', 'varchar(80)', (col) => col.notNull().defaultTo(''))
    .addColumn('street_address_2', 'varchar(80)', (col) => col.notNull().defaultTo(''))
    .addColumn('city', 'varchar(80)', (col) => col.notNull().defaultTo(''))
    .addColumn('province', 'varchar(80)', (col) => col.notNull().defaultTo(''))
    .addColumn('postal_code', 'varchar(10)', (col) => col.notNull().defaultTo(''))
    .addColumn('country', 'varchar(80)', (col) => col.notNull().defaultTo(''))
    .addColumn('extra_fields', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('deleted_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('users_pk', ['store_id', 'id'])
    .execute();
  // Unique per store; deleted accounts have no email, and NULLs never collide on either database.
  await db.schema.createIndex('users_email_idx').on('users').columns(['store_id', 'email']).unique().execute();
  await db.schema.createIndex('users_san_idx').on('users').columns(['store_id', 'san']).unique().execute();

  await db.schema
    .createTable('corp_links')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('corp_id', 'varchar(64)', (col) => col.notNull())
    // The invited address; user_id is filled in when its owner accepts through the emailed link.
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(64)')
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('pending'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('authorized_at', 'bigint')
    .addPrimaryKeyConstraint('corp_links_pk', ['store_id', 'id'])
    .execute();
  await db.schema
    .createIndex('corp_links_corp_email_idx')
    .on('corp_links')
    .columns(['store_id', 'corp_id', 'email'])
    .unique()
    .execute();
  await db.schema.createIndex('corp_links_user_idx').on('corp_links').columns(['store_id', 'user_id']).execute();

  await db.schema
    .createTable('addresses')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('name', 'varchar(80)', (col) => col.notNull())
    .addColumn('company_name', 'varchar(80)', (col) => col.notNull().defaultTo(''))
    .addColumn('phone_number', 'varchar(20)', (col) => col.notNull())
    .addColumn('phone_number_ext', 'varchar(6)', (col) => col.notNull().defaultTo(''))
    .addColumn('email_address', 'varchar(254)', (col) => col.notNull().defaultTo(''))
    .addColumn('street_address', 'varchar(80)', (col) => col.notNull())
    .addColumn('street_address_2', 'varchar(80)', (col) => col.notNull().defaultTo(''))
    .addColumn('city', 'varchar(80)', (col) => col.notNull())
    .addColumn('province', 'varchar(80)', (col) => col.notNull().defaultTo(''))
    .addColumn('country', 'varchar(80)', (col) => col.notNull())
    .addColumn('postal_code', 'varchar(10)', (col) => col.notNull().defaultTo(''))
    .addColumn('preferred', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('addresses_pk', ['store_id', 'id'])
    .execute();
  await db.schema.createIndex('addresses_user_idx').on('addresses').columns(['store_id', 'user_id']).execute();

  await db.schema
    .createTable('account_tokens')
    .addColumn('store_id', 'varchar(64)', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    // sha256 hex of the 256-bit token that travels in the emailed link; the token itself is never stored.
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('purpose', 'varchar(32)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(64)')
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('account_tokens_pk', ['store_id', 'token_hash'])
    .execute();
  await db.schema.createIndex('account_tokens_expires_idx').on('account_tokens').column('expires_at').execute();

  // Fixed-window counters shared by every server process (docs/architecture.md#runtime-picture).
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'varchar(300)', (col) => col.primaryKey())
    .addColumn('window_start', 'bigint', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .execute();

  // The corp the session is buying as (docs/features/accounts.md#switching-accounts); null means the user's own.
  await db.schema.alterTable('sessions').addColumn('corp_id', 'varchar(64)').execute();
  await db.schema.alterTable('jobs').addColumn('last_error', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').dropColumn('last_error').execute();
  await db.schema.alterTable('sessions').dropColumn('corp_id').execute();
  for (const table of ['rate_limit_counters', 'account_tokens', 'addresses', 'corp_links', 'users', 'corps']) {
    await db.schema.dropTable(table).execute();
  }
}
