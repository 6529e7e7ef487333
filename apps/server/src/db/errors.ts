/** PostgreSQL's SQLSTATE of a driver error, whether it comes bare or wrapped by Drizzle. */
export function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}

/** PostgreSQL's unique_violation. */
export function isUniqueViolation(err: unknown): boolean {
  return sqlState(err) === '23505'
}

/** PostgreSQL's foreign_key_violation. */
export function isForeignKeyViolation(err: unknown): boolean {
  return sqlState(err) === '23503'
}
