import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import { builtOnce } from '../../db/built-once'
import type { Db } from '../../db/client'
import { profileAddresses, profiles, users } from '../../db/schema'

export type ProfileRow = typeof profiles.$inferSelect
export type ProfileValues = Partial<Omit<typeof profiles.$inferInsert, 'userId'>>
export type AddressRow = typeof profileAddresses.$inferSelect
export type AddressValues = Pick<typeof profileAddresses.$inferInsert, 'cCountry' | 'cCity' | 'city'>

const profileStatement = builtOnce((db) =>
  db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .prepare('find_profile'),
)

export async function findProfile(db: Db, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await profileStatement(db).execute({ userId })
  return row
}

// `= any(array)`, not `in (…)`: one text whatever the number of ids, so it is built once.
const profilesStatement = builtOnce((db) =>
  db
    .select()
    .from(profiles)
    .where(sql`${profiles.userId} = any(${sql.placeholder('userIds')}::integer[])`)
    .prepare('find_profiles'),
)

/** Profiles of many users at once; every page with people on it reads them. */
export async function findProfiles(db: Db, userIds: number[]): Promise<ProfileRow[]> {
  if (userIds.length === 0) return []
  return profilesStatement(db).execute({ userIds })
}

/** What a profile page needs of the account: not its password hash or sign-in times. */
export interface AccountOfProfile {
  email: string | null
  lang: number
  disabled: boolean
}

// The addresses as one JSON array in the account's row, keyed as AddressRow (built from the table's
// columns, so a new column comes along; JSON would turn a date into text, and the table has none).
const addressFields = sql.join(
  Object.entries(getTableColumns(profileAddresses)).map(
    ([key, column]) => sql`${key}::text, a.${sql.identifier(column.name)}`,
  ),
  sql`, `,
)
const addressesOfAccount = sql<
  AddressRow[]
>`coalesce((select json_agg(json_build_object(${addressFields}) order by a.id) from ${profileAddresses} a where a.user_id = ${users.id}), '[]')`

const accountWithProfileStatement = builtOnce((db) =>
  db
    .select({
      account: { email: users.email, lang: users.lang, disabled: users.disabled },
      profile: profiles,
      addresses: addressesOfAccount,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('find_account_with_profile'),
)

/**
 * The account, the profile row and the addresses of a user in one statement (a profile page reads
 * them all); undefined when there is no such account. The profile row is missing until its owner
 * first saves it.
 */
export async function findAccountWithProfile(
  db: Db,
  userId: number,
): Promise<
  { account: AccountOfProfile; profile: ProfileRow | undefined; addresses: AddressRow[] } | undefined
> {
  const [row] = await accountWithProfileStatement(db).execute({ userId })
  return row && { account: row.account, profile: row.profile ?? undefined, addresses: row.addresses }
}

/** Creates the profile row on its first change, or changes the given fields. */
export async function upsertProfile(db: Db, userId: number, values: ProfileValues): Promise<ProfileRow> {
  const set = { ...values, updatedAt: new Date() }
  const [row] = await db
    .insert(profiles)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: profiles.userId, set })
    .returning()
  if (!row) throw new Error('upsert returned no profile')
  return row
}

/** Search's key of the profile's names (search/people.name-key.ts), kept beside them. */
export async function setProfileNameKey(db: Db, userId: number, nameKey: string): Promise<void> {
  await db.update(profiles).set({ nameKey }).where(eq(profiles.userId, userId))
}

const addressesStatement = builtOnce((db) =>
  db
    .select()
    .from(profileAddresses)
    .where(eq(profileAddresses.userId, sql.placeholder('userId')))
    .orderBy(profileAddresses.id)
    .prepare('find_profile_addresses'),
)

export async function findAddresses(db: Db, userId: number): Promise<AddressRow[]> {
  return addressesStatement(db).execute({ userId })
}

export async function findAddress(db: Db, id: number): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(profileAddresses).where(eq(profileAddresses.id, id))
  return row
}

/** A user has one address per type: a second one of a type replaces the first. */
export async function upsertAddress(
  db: Db,
  userId: number,
  cType: string,
  values: AddressValues,
): Promise<AddressRow> {
  const [row] = await db
    .insert(profileAddresses)
    .values({ userId, cType, ...values })
    .onConflictDoUpdate({ target: [profileAddresses.userId, profileAddresses.cType], set: values })
    .returning()
  if (!row) throw new Error('upsert returned no address')
  return row
}

export async function updateAddress(
  db: Db,
  id: number,
  values: AddressValues,
): Promise<AddressRow | undefined> {
  const [row] = await db.update(profileAddresses).set(values).where(eq(profileAddresses.id, id)).returning()
  return row
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await db
    .delete(profileAddresses)
    .where(and(eq(profileAddresses.id, id), eq(profileAddresses.userId, userId)))
}
