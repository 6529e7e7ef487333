import { SettingsAccess, SettingsElementRef } from '@nauka/contracts'
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { likeContaining } from '../../db/like'
import {
  follows,
  keywords,
  laborActivities,
  organizations,
  profiles,
  scientificInterestKeywords,
  scientificInterests,
  users,
} from '../../db/schema'
import { nameMatches, nameScore } from './author-match.queries'

/** What people are searched by: the box's words (a name or science interests) and a name. */
export interface PeopleQuery {
  message?: string
  author?: string
}

export type PersonRow = Pick<
  typeof profiles.$inferSelect,
  | 'userId'
  | 'firstName'
  | 'lastName'
  | 'middleName'
  | 'firstNameEn'
  | 'lastNameEn'
  | 'nickname'
  | 'imageVersion'
  | 'settings'
>

/** Words of the box that name nothing: excluded words (`-word`) and `or` of `websearch_to_tsquery`. */
export const boxWords = (message: string): string =>
  message
    .split(/\s+/)
    .filter((word) => word && !word.startsWith('-') && word.toLowerCase() !== 'or')
    .join(' ')

/** Interest words shorter than this would match inside most keywords. */
const INTEREST_WORD_MIN = 3

/**
 * One of the person's science interests holds each word. Only people whose profile any signed-in
 * reader may see (their visibility setting, or the model's default `openByDefault`) are found so:
 * someone who hid their profile from a reader must not be found by what it hides.
 */
function interestsMatch(message: string, openByDefault: boolean): SQL | undefined {
  const words = message.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= INTEREST_WORD_MIN)
  if (words.length === 0) return undefined
  const level = sql`${profiles.settings} ->> ${SettingsElementRef.ProfileVisibility}`
  const open = sql`coalesce(${level} in (${SettingsAccess.Everyone}, ${SettingsAccess.Registered}), ${openByDefault})`
  const held = words.map(
    (word) => sql`exists (select 1 from ${scientificInterests}
      join ${scientificInterestKeywords} on ${scientificInterestKeywords.interestId} = ${scientificInterests.id}
      join ${keywords} on ${keywords.id} = ${scientificInterestKeywords.keywordId}
      where ${scientificInterests.userId} = ${profiles.userId} and ${keywords.term} ilike ${likeContaining(word)})`,
  )
  return and(open, ...held)
}

/** A block either way between the person and the reader. */
const blockedWith = (readerId: number) =>
  sql`exists (select 1 from ${follows} where ${follows.blocked} and (
    (${follows.followerId} = ${readerId} and ${follows.followeeId} = ${profiles.userId}) or
    (${follows.followerId} = ${profiles.userId} and ${follows.followeeId} = ${readerId})))`

/**
 * The people a signed-in reader finds: active users, no block either way, named as typed (any
 * script, typos forgiven) or, for the box's words, holding them in their science interests.
 * Nothing to match by: nobody. Needs `prepareNameMatching` in the same transaction.
 */
function peopleWhere(query: PeopleQuery, readerId: number, openByDefault: boolean): SQL {
  const message = boxWords(query.message ?? '')
  const author = query.author?.trim() ?? ''
  if (!message && !author) return sql`false`
  return and(
    eq(users.disabled, false),
    sql`not ${blockedWith(readerId)}`,
    author ? nameMatches(profiles.nameKey, author) : undefined,
    message ? or(nameMatches(profiles.nameKey, message), interestsMatch(message, openByDefault)) : undefined,
  ) as SQL
}

const typedName = (query: PeopleQuery) =>
  [query.author, boxWords(query.message ?? '')].filter(Boolean).join(' ')

export async function countPeopleRows(
  db: Db,
  query: PeopleQuery,
  readerId: number,
  openByDefault: boolean,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(peopleWhere(query, readerId, openByDefault))
  return row?.count ?? 0
}

/** A page of people, the closest names first. */
export async function findPeopleRows(
  db: Db,
  query: PeopleQuery,
  readerId: number,
  openByDefault: boolean,
  page: { limit: number; offset: number },
): Promise<PersonRow[]> {
  return db
    .select({
      userId: profiles.userId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      middleName: profiles.middleName,
      firstNameEn: profiles.firstNameEn,
      lastNameEn: profiles.lastNameEn,
      nickname: profiles.nickname,
      imageVersion: profiles.imageVersion,
      settings: profiles.settings,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(peopleWhere(query, readerId, openByDefault))
    .orderBy(desc(nameScore(profiles.nameKey, typedName(query))), asc(profiles.userId))
    .limit(page.limit)
    .offset(page.offset)
}

/** Who of `ids` the reader follows, and who of them follows the reader (the privacy audiences). */
export async function findFollowsWith(db: Db, readerId: number, ids: number[]) {
  if (ids.length === 0) return { readerFollows: new Set<number>(), followReader: new Set<number>() }
  const rows = await db
    .select({ followerId: follows.followerId, followeeId: follows.followeeId })
    .from(follows)
    .where(
      and(
        eq(follows.subscribed, true),
        or(
          and(eq(follows.followerId, readerId), inArray(follows.followeeId, ids)),
          and(eq(follows.followeeId, readerId), inArray(follows.followerId, ids)),
        ),
      ),
    )
  return {
    readerFollows: new Set(rows.filter((r) => r.followerId === readerId).map((r) => r.followeeId)),
    followReader: new Set(rows.filter((r) => r.followeeId === readerId).map((r) => r.followerId)),
  }
}

/** Each person's current place of work (the latest current labour activity's organization). */
export async function findCurrentPlaces(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectDistinctOn([laborActivities.userId], { userId: laborActivities.userId, name: organizations.name })
    .from(laborActivities)
    .innerJoin(organizations, eq(organizations.id, laborActivities.orgId))
    .where(and(inArray(laborActivities.userId, ids), eq(laborActivities.current, true)))
    .orderBy(
      laborActivities.userId,
      sql`${laborActivities.startWork} desc nulls last`,
      desc(laborActivities.id),
    )
  return new Map(rows.map((row) => [row.userId, row.name]))
}

/** Each person's science interest keywords, in the order they listed them. */
export async function findInterestTerms(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const terms = new Map<number, string[]>()
  if (ids.length === 0) return terms
  const rows = await db
    .select({ userId: scientificInterests.userId, term: keywords.term })
    .from(scientificInterests)
    .innerJoin(scientificInterestKeywords, eq(scientificInterestKeywords.interestId, scientificInterests.id))
    .innerJoin(keywords, eq(keywords.id, scientificInterestKeywords.keywordId))
    .where(inArray(scientificInterests.userId, ids))
    .orderBy(asc(scientificInterests.id), asc(scientificInterestKeywords.position))
  for (const row of rows) {
    const list = terms.get(row.userId) ?? []
    if (!list.includes(row.term)) list.push(row.term)
    terms.set(row.userId, list)
  }
  return terms
}
