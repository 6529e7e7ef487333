import { customType } from 'drizzle-orm/pg-core'

/** PostgreSQL's `tsvector`: written and read only in SQL, never as a value in TypeScript. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
