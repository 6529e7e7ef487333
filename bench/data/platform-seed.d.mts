// Types of platform-seed.mjs for the TypeScript tests that seed with it (the soak, its own test).

/** How many rows of each kind a seed writes. */
export interface SeedScale {
  users: number
  followsPerUser: number
  posts: number
  comments: number
  publications: number
  dialogs: number
  messages: number
  groups: number
}

/** What `client.query` of pg and of PGlite answer. */
export interface SeedClient {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
}

export const SEED_PASSWORD: string
export const SOAK_SCALE: SeedScale
export const LARGE_SCALE: SeedScale
export function seedEmail(seed: number, n: number): string
export function seedPlan(scale: Partial<SeedScale>): SeedScale
export function seedPlatform(
  client: SeedClient,
  options?: { seed?: number; scale?: Partial<SeedScale> },
): Promise<{ plan: SeedScale; firstUserId: number; seconds: number }>
