// The built web app for the browser suites (first-load, web): served by an in-process test app on
// PGlite with a reader who follows an author of a few posts, and the Chromium the browser tests use.

import { SessionService } from '../../apps/server/src/modules/auth/sessions.ts'
import { SESSION_COOKIE } from '../../apps/server/src/platform/auth-guard.ts'
import { createTestApp } from '../../apps/server/src/test/test-app.ts'
import { CHROMIUM } from '../../apps/web/playwright.config.ts'

export { SESSION_COOKIE }

/** Debian's Chromium and the browser tests' flags; CHROMIUM_PATH points elsewhere. */
export const chromiumLaunchOptions = () => ({
  executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM.executablePath,
  args: CHROMIUM.args,
})

/** A reader following an author of `posts` posts, a session of the reader, and the app on a free port. */
export async function startWebSite(distDir, { posts = 30 } = {}) {
  const t = await createTestApp({}, { webDistDir: distDir })
  const client = t.database.db.$client
  await client.query(
    `insert into users (email, email_verified_at)
     values ('bench.first.reader@example.org', now()), ('bench.first.author@example.org', now())`,
  )
  await client.query(`insert into follows (follower_id, followee_id, subscribed, subscribed_at)
                      values (1, 2, true, now())`)
  await client.query(
    `insert into posts (author_id, title, text, published_at)
     select 2, 'Findings number ' || g, repeat('Some measured results and what they mean. ', 12),
            now() - g * interval '5 minutes'
       from generate_series(1, $1) g`,
    [posts],
  )
  const { token } = await new SessionService(t.database.db).create(1, true, {})
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' })
  return { url, token, readerId: 1, close: () => t.close() }
}
