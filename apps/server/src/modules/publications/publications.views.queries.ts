import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

/** Adds the views counted in memory (`PendingViews`), `[item id, views]` each, in one UPDATE. */
export async function addPublicationViews(db: Db, batch: [string, number][]): Promise<void> {
  await db.execute(sql`
    update publications p set view_count = p.view_count + v.n
      from unnest(${`{${batch.map(([id]) => id).join(',')}}`}::uuid[],
                  ${`{${batch.map(([, n]) => n).join(',')}}`}::integer[]) as v(id, n)
     where p.id = v.id`)
}
