import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { searchIndex } from '../search-index';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const userTypes = pgTable('user_types', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  name_ar: varchar('name_ar', { length: 120 }).notNull(),
  name_en: varchar('name_en', { length: 120 }).notNull(),
  is_authority: boolean('is_authority').notNull().default(false),
  is_registrable: boolean('is_registrable').notNull().default(false),
  ...timestamps,
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 190 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    password_hash: text('password_hash').notNull(),
    type_id: integer('type_id')
      .notNull()
      .references(() => userTypes.id),
    /** The organisation an employee belongs to; null for organisations and staff. */
    parent_id: integer('parent_id').references((): AnyPgColumn => users.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    reject_reason: text('reject_reason'),
    is_government: boolean('is_government').notNull().default(false),
    is_acknowledged: boolean('is_acknowledged').notNull().default(false),
    // Registration data (spec §3 "Company or user registration data").
    first_name: varchar('first_name', { length: 60 }),
    last_name: varchar('last_name', { length: 60 }),
    company_name_ar: varchar('company_name_ar', { length: 150 }),
    company_name_en: varchar('company_name_en', { length: 150 }),
    prefix: varchar('prefix', { length: 3 }),
    vat_number: varchar('vat_number', { length: 15 }),
    commercial_register_number: varchar('commercial_register_number', { length: 10 }),
    commercial_register_expiry: date('commercial_register_expiry'),
    unified_number: varchar('unified_number', { length: 10 }),
    owner_name: varchar('owner_name', { length: 100 }),
    owner_identity_number: varchar('owner_identity_number', { length: 10 }),
    business_license_expiry: date('business_license_expiry'),
    practice_certificate_expiry: date('practice_certificate_expiry'),
    classification_certificate_expiry: date('classification_certificate_expiry'),
    hajj_license_expiry: date('hajj_license_expiry'),
    national_address: varchar('national_address', { length: 250 }),
    delegate_identity_number: varchar('delegate_identity_number', { length: 10 }),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // Unique among live accounts only: a deleted account's e-mail may be registered again, while
    // the deleted row keeps its real e-mail for the audit trail and history.
    uniqueIndex('users_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deleted_at} is null`),
    index('users_type_idx').on(t.type_id),
    index('users_parent_idx').on(t.parent_id),
    index('users_status_idx').on(t.status, t.id),
    index('users_created_idx').on(t.created_at),
    // The users screen filtered by type and status, newest first: count and page from the index.
    index('users_type_status_created_idx')
      .on(t.type_id, t.status, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deleted_at} is null`),
    // Searched by name, e-mail, phone, company names and commercial register (issue 29).
    searchIndex('users_name_search_idx', t.name),
    searchIndex('users_email_search_idx', t.email),
    searchIndex('users_phone_search_idx', t.phone),
    searchIndex('users_company_name_ar_search_idx', t.company_name_ar),
    searchIndex('users_company_name_en_search_idx', t.company_name_en),
    searchIndex('users_cr_search_idx', t.commercial_register_number),
  ],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  name_en: varchar('name_en', { length: 100 }),
  /** The user types this role is meant for; empty: every type. A role is granted only to those. */
  type_ids: integer('type_ids').array().notNull().default(sql`'{}'::integer[]`),
  ...timestamps,
});

export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  area: varchar('area', { length: 40 }).notNull(),
  label_ar: varchar('label_ar', { length: 150 }).notNull(),
  label_en: varchar('label_en', { length: 150 }).notNull(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission_id: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.role_id, t.permission_id] }),
    index('role_permissions_perm_idx').on(t.permission_id),
  ],
);

/**
 * One row whose `version` a statement trigger on `role_permissions` and `permissions` raises (see
 * migration 0004): each API process caches role → permissions and reloads when the version it
 * reads with the caller's token has moved, so a change is seen at once by every process.
 */
export const aclVersion = pgTable('acl_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

export const userRoles = pgTable(
  'user_roles',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role_id] }), index('user_roles_role_idx').on(t.role_id)],
);

export const alliances = pgTable(
  'alliances',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    leader_id: integer('leader_id')
      .notNull()
      .references(() => users.id),
    ...timestamps,
  },
  (t) => [index('alliances_leader_idx').on(t.leader_id)],
);

export const allianceMembers = pgTable(
  'alliance_members',
  {
    alliance_id: integer('alliance_id')
      .notNull()
      .references(() => alliances.id, { onDelete: 'cascade' }),
    member_id: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.alliance_id, t.member_id] }),
    index('alliance_members_member_idx').on(t.member_id),
  ],
);
