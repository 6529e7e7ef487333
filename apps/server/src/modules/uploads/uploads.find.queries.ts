import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

/** What `POST /upload/find` asks of one owner's uploads; every field narrows the list. */
export interface UploadSearch {
  ownerId: number
  /** true: every item published; false: some item still a draft. */
  published?: boolean
  /** An item of this type (129:n). */
  itemType?: number
  /** An ILIKE pattern matched against the titles, abstracts and keywords of the items. */
  contentPattern?: string
  filesMin?: number
  filesMax?: number
  /** Changed on or after this day, on or before that day (YYYY-MM-DD, UTC). */
  modifiedFrom?: string
  modifiedTo?: string
  /** An item whose metadata matches each SQL/JSON path, with its variables (a JSON object text). */
  paths: { path: string; vars: string }[]
  limit: number
  offset: number
}

const TEXT_FIELDS = ['title', 'abstract', 'titleEn', 'abstractEn'] as const
const KEYWORD_FIELDS = ['keywords', 'keywordsEn'] as const

/** Some text of the item contains the pattern (`i` is the item). */
function contentMatches(pattern: string): SQL {
  const texts = TEXT_FIELDS.map((field) => sql`i.metadata->>${field} ilike ${pattern}`)
  const keywords = KEYWORD_FIELDS.map(
    (field) => sql`exists (select 1 from jsonb_array_elements_text(
        case jsonb_typeof(i.metadata->${field}) when 'array' then i.metadata->${field} else '[]'::jsonb end
      ) k where k ilike ${pattern})`,
  )
  return sql.join([...texts, ...keywords], sql` or `)
}

/**
 * The item's metadata matches an SQL/JSON path (`$.keywords[*] ? (@ == $k)`) when the path selects
 * something, and a predicate (`$.year > $y`) when it is true. `jsonb_path_exists` alone would let
 * every predicate match, since a predicate always selects its truth value; the metadata holds no
 * booleans of its own, so a selected `false` or `null` can only be a predicate's answer.
 */
const pathMatches = (path: string, vars: string) =>
  sql`coalesce(jsonb_path_query_first(i.metadata, ${path}::jsonpath, ${vars}::jsonb) not in ('false'::jsonb, 'null'::jsonb), false)`

/** One of the items of upload `u` meets the condition. */
const anyItem = (condition: SQL) =>
  sql`exists (select 1 from my_items i where i.upload_id = u.id and ${condition})`

function conditions(q: UploadSearch): SQL[] {
  const where: SQL[] = [sql`true`]
  if (q.published === true)
    where.push(sql`not ${anyItem(sql`i.published_at is null`)}`, anyItem(sql`i.published_at is not null`))
  if (q.published === false) where.push(anyItem(sql`i.published_at is null`))
  if (q.itemType !== undefined) where.push(anyItem(sql`i.type = ${q.itemType}`))
  if (q.contentPattern !== undefined) where.push(anyItem(sql`(${contentMatches(q.contentPattern)})`))
  if (q.filesMin !== undefined) where.push(sql`u.files >= ${q.filesMin}`)
  if (q.filesMax !== undefined) where.push(sql`u.files <= ${q.filesMax}`)
  if (q.modifiedFrom !== undefined)
    where.push(sql`u.updated_at >= (${q.modifiedFrom}::date)::timestamp at time zone 'UTC'`)
  if (q.modifiedTo !== undefined)
    where.push(sql`u.updated_at < (${q.modifiedTo}::date + 1)::timestamp at time zone 'UTC'`)
  for (const { path, vars } of q.paths) where.push(anyItem(pathMatches(path, vars)))
  return where
}

/**
 * The owner's matching uploads, newest change first, one page of ids and the count of all. The
 * owner's rows are set apart first (materialized), so a metadata path runs on no one else's items:
 * a path that fails on some metadata fails on the owner's own, never on another user's.
 */
export async function findUploadPage(db: Db, q: UploadSearch): Promise<{ count: number; ids: string[] }> {
  const query = sql`
    with my_items as materialized (
      select id, upload_id, type, published_at, metadata from upload_items where owner_id = ${q.ownerId}
    ),
    mine as materialized (
      select up.id, up.updated_at,
             (select count(*) from upload_item_files f join my_items i on i.id = f.item_id
               where i.upload_id = up.id) as files
        from uploads up where up.owner_id = ${q.ownerId}
    ),
    matching as (
      select u.id, u.updated_at from mine u where ${sql.join(conditions(q), sql` and `)}
    )
    select (select count(*) from matching)::int as count,
           (select coalesce(json_agg(p.id order by p.updated_at desc, p.id desc), '[]'::json) from (
              select id, updated_at from matching order by updated_at desc, id desc limit ${q.limit} offset ${q.offset}
           ) p) as ids`
  // Both drivers (pg and PGlite) answer a raw query with its `rows`.
  const { rows } = (await db.execute(query)) as unknown as { rows: { count: number; ids: string[] }[] }
  const [row] = rows
  return { count: Number(row?.count ?? 0), ids: row?.ids ?? [] }
}
