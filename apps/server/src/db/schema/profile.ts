import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './auth'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })
const day = (name: string) => date(name, { mode: 'string' })

/** The main fields of a user's profile; the row appears with the first change (every field may be empty). */
export const profiles = pgTable(
  'profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    middleName: text('middle_name'),
    firstNameEn: text('first_name_en'),
    lastNameEn: text('last_name_en'),
    nickname: text('nickname'),
    phone: text('phone'),
    gender: text('gender'),
    birthDate: day('birth_date'),
    dsc: text('dsc'),
    /** A random token per processed image: it names the stored file and busts caches (`?v=`). */
    imageVersion: text('image_version'),
    bannerVersion: text('banner_version'),
    /** Only the elements changed from the settings model's defaults. */
    settings: jsonb('settings').$type<Record<string, boolean | string>>().notNull().default({}),
    prefs: jsonb('prefs').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * First, last, middle, English names and nickname folded for people search, as
     * `publication_authors.name_key` (search/name-key.ts); rewritten with every name change.
     */
    nameKey: text('name_key').notNull().default(''),
  },
  (t) => [
    uniqueIndex('profiles_nickname_idx').on(sql`lower(${t.nickname})`),
    index('profiles_name_key_idx').using('gin', sql`${t.nameKey} gin_trgm_ops`),
  ],
)

/** Birth (20:6) and living (20:2) addresses: one of each type per user. */
export const profileAddresses = pgTable(
  'profile_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    cType: text('c_type').notNull(),
    cCountry: text('c_country'),
    cCity: text('c_city'),
    city: text('city'),
  },
  (t) => [uniqueIndex('profile_addresses_user_type_idx').on(t.userId, t.cType)],
)

/** Organizations named in labour activity and education; `nameKey` folds case and spaces. */
export const organizations = pgTable(
  'organizations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('organizations_name_key_idx').on(t.nameKey),
    index('organizations_name_trgm_idx').using('gin', sql`${t.nameKey} gin_trgm_ops`),
  ],
)

export const laborActivities = pgTable(
  'labor_activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    cPosition: text('c_position').notNull(),
    cActivityArea: text('c_activity_area'),
    startWork: day('start_work'),
    endWork: day('end_work'),
    current: boolean('current').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('labor_activities_user_idx').on(t.userId)],
)

export const educations = pgTable(
  'educations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    cType: text('c_type'),
    cLevel: text('c_level'),
    cCountry: text('c_country'),
    cCity: text('c_city'),
    department: text('department'),
    specialty: text('specialty'),
    qualification: text('qualification').notNull(),
    startDate: day('start_date'),
    endDate: day('end_date'),
    createdAt: createdAt(),
  },
  (t) => [index('educations_user_idx').on(t.userId)],
)

export const academicDegrees = pgTable(
  'academic_degrees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    cDegree: text('c_degree').notNull(),
    year: integer('year').notNull(),
  },
  (t) => [index('academic_degrees_user_idx').on(t.userId)],
)

export const contacts = pgTable(
  'contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    cType: text('c_type').notNull(),
    value: text('value').notNull(),
  },
  (t) => [index('contacts_user_idx').on(t.userId)],
)

export const scientificInterests = pgTable(
  'scientific_interests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    dsc: text('dsc'),
  },
  (t) => [index('scientific_interests_user_idx').on(t.userId)],
)

/** The keywords dictionary (107): one row per keyword, whatever its case. */
export const keywords = pgTable(
  'keywords',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    term: text('term').notNull(),
    termKey: text('term_key').notNull(),
  },
  (t) => [uniqueIndex('keywords_term_key_idx').on(t.termKey)],
)

export const scientificInterestKeywords = pgTable(
  'scientific_interest_keywords',
  {
    interestId: integer('interest_id')
      .notNull()
      .references(() => scientificInterests.id, { onDelete: 'cascade' }),
    keywordId: integer('keyword_id')
      .notNull()
      .references(() => keywords.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.interestId, t.keywordId] })],
)

/** Authors (203): a user's author names, and later the authors of publications (no user). */
export const authors = pgTable(
  'authors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    middleName: text('middle_name'),
    /** Lower-cased "last first middle", ё folded to е: what the author lookup matches. */
    search: text('search').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('authors_user_idx').on(t.userId),
    index('authors_search_trgm_idx').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
)

/** Identifiers (38:n) of authors: ORCID, ResearcherID, SPIN …; values stored normalised. */
export const objIdentifiers = pgTable(
  'obj_identifiers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    authorId: integer('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    cIdentifier: text('c_identifier').notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('obj_identifiers_author_value_idx').on(t.authorId, t.cIdentifier, t.value)],
)
