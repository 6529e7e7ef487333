import pg from 'pg'

/** A database URL naming another database on the same server. */
export const databaseUrl = (serverUrl: string, name: string): string => {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Runs one statement on its own connection (CREATE and DROP DATABASE refuse to run in a pool's transaction). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
