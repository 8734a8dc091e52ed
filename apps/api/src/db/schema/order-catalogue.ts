/** The order catalogue (doc 000 §3): specialties, services, their inputs and pledges, guide offices. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { categories } from './accounts';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Doc 000 §3 "Specialist": a specialty of the order catalogue (`is_req`: its services need a named specialist). */
export const specialists = pgTable(
  'specialists',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    name_en: varchar('name_en', { length: 150 }).notNull(),
    note: text('note'),
    is_req: integer('is_req').notNull().default(0),
    active: integer('active').notNull().default(1),
    cat_id: integer('cat_id').references(() => categories.id, { onDelete: 'set null' }),
    created_at: created(),
    updated_at: updated(),
  },
  (t) => [
    uniqueIndex('specialists_name_unique').on(sql`lower(${t.name})`),
    index('specialists_cat_idx').on(t.cat_id),
    index('specialists_active_idx').on(t.active),
  ],
);

/** A service of a specialty; `price` in halalas where it has one. */
export const orderServices = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    specialist_id: integer('specialist_id')
      .notNull()
      .references(() => specialists.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 150 }).notNull(),
    name_en: varchar('name_en', { length: 150 }).notNull(),
    days_count: integer('days_count').notNull(),
    price: integer('price'),
    needs_attachment: integer('needs_attachment').notNull().default(0),
    active: integer('active').notNull().default(1),
    created_at: created(),
    updated_at: updated(),
  },
  (t) => [
    uniqueIndex('services_name_unique').on(sql`lower(${t.name})`),
    index('services_specialist_idx').on(t.specialist_id),
  ],
);

/** An input a service asks the order for (typed like a template question). */
export const serviceInputs = pgTable(
  'service_inputs',
  {
    id: serial('id').primaryKey(),
    service_id: integer('service_id')
      .notNull()
      .references(() => orderServices.id, { onDelete: 'restrict' }),
    label: varchar('label', { length: 150 }).notNull(),
    label_en: varchar('label_en', { length: 150 }).notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    required: integer('required').notNull().default(1),
    options: text('options'),
    created_at: created(),
    updated_at: updated(),
  },
  (t) => [index('service_inputs_service_idx').on(t.service_id)],
);

/** A pledge text a service requires the company to sign and upload. */
export const pledges = pgTable(
  'pledges',
  {
    id: serial('id').primaryKey(),
    service_id: integer('service_id')
      .notNull()
      .references(() => orderServices.id, { onDelete: 'restrict' }),
    title: varchar('title', { length: 150 }).notNull(),
    title_en: varchar('title_en', { length: 150 }).notNull(),
    body: text('body').notNull(),
    required: integer('required').notNull().default(1),
    created_at: created(),
    updated_at: updated(),
  },
  (t) => [index('pledges_service_idx').on(t.service_id)],
);

/** Doc 000 §7 "Guide offices". */
export const guideOffices = pgTable(
  'guide_offices',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    name_en: varchar('name_en', { length: 150 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 150 }),
    license_number: varchar('license_number', { length: 50 }),
    active: integer('active').notNull().default(1),
    created_at: created(),
    updated_at: updated(),
  },
  (t) => [uniqueIndex('guide_offices_name_unique').on(sql`lower(${t.name})`)],
);
