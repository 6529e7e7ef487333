import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm'
import { builtOnce } from '../../db/built-once'
import type { Db } from '../../db/client'
import { commentReactions, comments } from '../../db/schema'
import { listedComment, parentComment, type ThreadComment, threadColumns } from './comments.queries'

/** A listed comment as one reader sees it: with their reaction (91:n, numeric part), null when none. */
export type ReadComment = ThreadComment & { myReaction: number | null }

// The reader's like comes as a primary-key subquery of the comments read: a round trip fewer
// per list than a query of its own (issue 20).
const myReaction = sql<
  number | null
>`(select ${commentReactions.reaction} from ${commentReactions} where ${commentReactions.commentId} = ${comments.id} and ${commentReactions.userId} = ${sql.placeholder('viewerId')})`
const readColumns = { ...threadColumns, myReaction }

/** Which comments a list holds (each one only those still listed: see `isListed`). */
export type CommentScope =
  /** Every comment of a post, at any depth. */
  | { kind: 'post'; postId: number }
  /** The first level of a post. */
  | { kind: 'roots'; postId: number }
  /** The direct replies to one comment. */
  | { kind: 'replies'; parentId: number }
  /** Every reply below a first-level comment, at any depth. */
  | { kind: 'thread'; rootId: number }

/** `in_order` pages by the (date, id) of the last item; `popular` by how many items were loaded. */
export type CommentOrder =
  | { sort: 'in_order'; asc: boolean; sinceDateTime?: string; sinceId?: number }
  | { sort: 'popular'; offset: number }

/** The id that bounds a scope: the statements' `scope` parameter. */
function scopeId(scope: CommentScope): number {
  switch (scope.kind) {
    case 'post':
    case 'roots':
      return scope.postId
    case 'replies':
      return scope.parentId
    case 'thread':
      return scope.rootId
  }
}

/** The listed comments of a scope of this kind, bounded by the `scope` parameter. */
function listedIn(kind: CommentScope['kind']): SQL | undefined {
  const id = sql.placeholder('scope')
  const scope =
    kind === 'post'
      ? eq(comments.postId, id)
      : kind === 'roots'
        ? and(eq(comments.postId, id), isNull(comments.parentId))
        : kind === 'replies'
          ? eq(comments.parentId, id)
          : eq(comments.rootId, id)
  return and(scope, listedComment)
}

/** Which cursor an `in_order` page has: none (the first page), a date, or a date and an id. */
type Cursor = 'none' | 'date' | 'date_id'

const cursorOf = (order: Extract<CommentOrder, { sort: 'in_order' }>): Cursor =>
  order.sinceDateTime === undefined ? 'none' : order.sinceId === undefined ? 'date' : 'date_id'

/**
 * The cursor of an `in_order` page: strictly after the last item, ties on the date broken by id,
 * so equal dates neither repeat nor skip a comment. Without `sinceId` the date alone bounds it.
 */
function cursorCondition(ascending: boolean, cursor: Cursor): SQL | undefined {
  if (cursor === 'none') return undefined
  const op = sql.raw(ascending ? '>' : '<')
  const since = sql`${sql.placeholder('since')}::timestamptz`
  return cursor === 'date'
    ? sql`${comments.publishedAt} ${op} ${since}`
    : sql`(${comments.publishedAt}, ${comments.id}) ${op} (${since}, ${sql.placeholder('sinceId')}::integer)`
}

/** What decides a page statement's text; the values are its parameters. */
interface PageShape {
  kind: CommentScope['kind']
  order: 'popular' | 'asc' | 'desc'
  cursor: Cursor
  /** Whether each row also carries the list's total (lists without a stored counter). */
  counted: boolean
}

function buildPage(db: Db, shape: PageShape, name: string) {
  const listed = listedIn(shape.kind)
  // The total rides along as a scalar subquery, evaluated once per statement: one round trip
  // fewer than a count of its own. Its "comments" is its own FROM's, not the outer row's.
  const total = shape.counted
    ? sql<number | null>`${db.select({ n: sql`count(*)::integer` }).from(comments).where(listed)}`
    : sql<number | null>`null::integer`
  const base = db
    .select({ ...readColumns, total })
    .from(comments)
    .leftJoin(parentComment, eq(parentComment.id, comments.parentId))
    .$dynamic()
  if (shape.order === 'popular') {
    // The most liked first; equally liked ones in the order they were written.
    return base
      .where(listed)
      .orderBy(desc(comments.reactionCount), asc(comments.publishedAt), asc(comments.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name)
  }
  const direction = shape.order === 'asc' ? asc : desc
  return base
    .where(and(listed, cursorCondition(shape.order === 'asc', shape.cursor)))
    .orderBy(direction(comments.publishedAt), direction(comments.id))
    .limit(sql.placeholder('limit'))
    .prepare(name)
}

/** Each shape of page statement, built once per database when first asked. */
const pageStatements = new Map<string, (db: Db) => ReturnType<typeof buildPage>>()

function pageStatement(shape: PageShape): (db: Db) => ReturnType<typeof buildPage> {
  const name = `comment_page_${shape.kind}_${shape.order}_${shape.cursor}${shape.counted ? '_counted' : ''}`
  let statement = pageStatements.get(name)
  if (!statement) {
    statement = builtOnce((db) => buildPage(db, shape, name))
    pageStatements.set(name, statement)
  }
  return statement
}

/** One page of a list and, when `counted` and the page is not empty, the whole list's total. */
export interface CommentPageRows {
  rows: ReadComment[]
  total: number | null
}

/** One page of a list, with the author each comment answers; `limit` rows at most. */
export async function findCommentPage(
  db: Db,
  viewerId: number,
  scope: CommentScope,
  order: CommentOrder,
  limit: number,
  counted: boolean,
): Promise<CommentPageRows> {
  const shape: PageShape =
    order.sort === 'popular'
      ? { kind: scope.kind, order: 'popular', cursor: 'none', counted }
      : { kind: scope.kind, order: order.asc ? 'asc' : 'desc', cursor: cursorOf(order), counted }
  const values = {
    viewerId,
    scope: scopeId(scope),
    limit,
    ...(order.sort === 'popular'
      ? { offset: order.offset }
      : { since: order.sinceDateTime, sinceId: order.sinceId }),
  }
  const found = await pageStatement(shape)(db).execute(values)
  const rows = found.map(({ total: _total, ...row }) => row)
  return { rows, total: found[0]?.total ?? null }
}

const countStatements = {
  post: builtOnce((db) => buildCount(db, 'post')),
  roots: builtOnce((db) => buildCount(db, 'roots')),
  replies: builtOnce((db) => buildCount(db, 'replies')),
  thread: builtOnce((db) => buildCount(db, 'thread')),
}

function buildCount(db: Db, kind: CommentScope['kind']) {
  return db
    .select({ n: sql<number>`count(*)::integer` })
    .from(comments)
    .where(listedIn(kind))
    .prepare(`count_comments_${kind}`)
}

/** How many comments the whole list holds. */
export async function countComments(db: Db, scope: CommentScope): Promise<number> {
  const [row] = await countStatements[scope.kind](db).execute({ scope: scopeId(scope) })
  return row?.n ?? 0
}

function buildLastChildren(db: Db, by: 'parent' | 'root') {
  const key = by === 'parent' ? comments.parentId : comments.rootId
  return db
    .selectDistinctOn([key], readColumns)
    .from(comments)
    .leftJoin(parentComment, eq(parentComment.id, comments.parentId))
    .where(and(sql`${key} = any(${sql.placeholder('ids')}::integer[])`, listedComment))
    .orderBy(key, desc(comments.publishedAt), desc(comments.id))
    .prepare(`find_last_comments_by_${by}`)
}

const lastChildrenStatements = {
  parent: builtOnce((db) => buildLastChildren(db, 'parent')),
  root: builtOnce((db) => buildLastChildren(db, 'root')),
}

/**
 * The latest listed child of each comment, in one query: by `parent` the latest direct reply, by
 * `root` the latest reply at any depth below a first-level comment.
 */
export async function findLastChildren(
  db: Db,
  viewerId: number,
  ids: number[],
  by: 'parent' | 'root',
): Promise<Map<number, ReadComment>> {
  if (ids.length === 0) return new Map()
  const rows = await lastChildrenStatements[by](db).execute({ viewerId, ids })
  const result = new Map<number, ReadComment>()
  for (const row of rows) {
    const owner = by === 'parent' ? row.parentId : row.rootId
    if (owner !== null) result.set(owner, row)
  }
  return result
}
