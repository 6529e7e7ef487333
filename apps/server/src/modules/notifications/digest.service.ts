import { type FeedPage, Lang, type LangId, localeOf, SettingsElementRef } from '@nauka/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { RequestUser } from '../../platform/auth-guard'
import type { Mailer } from '../../platform/mail/mailer'
import { DIGEST_MAX_POSTS, digestPosts, digestSince, isDigestDue } from './digest.policy'
import { claimDigest, findDigestTimes, releaseDigest } from './digest.queries'

declare module 'fastify' {
  interface FastifyInstance {
    /** The news digests, for the tests to run at a chosen moment instead of waiting for the timer. */
    digests: DigestService
  }
}

export interface DigestDeps {
  db: Db
  /** The profile module's settings: who turned the digest (132:25) on. */
  settings: { switchedOn(ref: typeof SettingsElementRef.EmailDigest): Promise<number[]> }
  /** The auth module's accounts. */
  users: {
    findUser(
      id: number,
    ): Promise<
      | { id: number; email: string | null; emailVerifiedAt: Date | null; lang: number; disabled: boolean }
      | undefined
    >
  }
  /** The feed module's feed of a reader, newest first. */
  feed: { feed(viewer: RequestUser, userId: number, query: { pageSize: number }): Promise<FeedPage> }
  mailer: Mailer
  /** PUBLIC_URL: the base of the links in the mail. */
  siteUrl: string
  log: FastifyBaseLogger
}

/** How often the server looks for digests that are due. */
export const DIGEST_CHECK_MS = 60 * 60 * 1000

/**
 * The news digest by e-mail (settings 132:25): once a week, to each user who turned it on and has
 * a confirmed address, the new posts of their feed; no mail when there is nothing new. A switched-off
 * digest is neither kept nor sent.
 */
export class DigestService {
  constructor(private readonly deps: DigestDeps) {}

  /** Sends every digest due at `now`; answers the users who were mailed. */
  async sendDue(now: Date): Promise<number[]> {
    const optedIn = await this.deps.settings.switchedOn(SettingsElementRef.EmailDigest)
    const last = await findDigestTimes(this.deps.db, optedIn)
    const mailed: number[] = []
    for (const userId of optedIn) {
      const previous = last.get(userId) ?? null
      if (!isDigestDue(previous, now)) continue
      try {
        if (await this.sendOne(userId, previous, now)) mailed.push(userId)
      } catch (err) {
        this.deps.log.warn({ err, userId }, 'news digest failed')
      }
    }
    return mailed
  }

  /** Looks for due digests every `everyMs` until the returned function is called. */
  start(everyMs = DIGEST_CHECK_MS): () => void {
    const timer = setInterval(() => {
      this.sendDue(new Date()).catch((err: unknown) => this.deps.log.error({ err }, 'news digests failed'))
    }, everyMs)
    timer.unref()
    return () => clearInterval(timer)
  }

  private async sendOne(userId: number, previous: Date | null, now: Date): Promise<boolean> {
    const user = await this.deps.users.findUser(userId)
    if (!user || user.disabled || !user.email || !user.emailVerifiedAt) return false
    // Another process may be at it too: only the one that moves the time sends.
    if (!(await claimDigest(this.deps.db, userId, previous, now))) return false
    const lang: LangId = user.lang === Lang.en ? Lang.en : Lang.ru
    const viewer: RequestUser = { id: userId, email: user.email, lang, emailVerified: true }
    const page = await this.deps.feed.feed(viewer, userId, { pageSize: DIGEST_MAX_POSTS * 2 })
    const posts = digestPosts(
      page.elements.map((item) => item.body),
      digestSince(previous, now),
    )
    if (posts.length === 0) return false
    const base = this.deps.siteUrl.replace(/\/+$/, '')
    try {
      await this.deps.mailer.send({
        to: user.email,
        locale: localeOf(lang),
        template: 'news-digest',
        params: {
          email: user.email,
          posts: posts.map((post) => ({
            title: post.title,
            author: post.authorInfo.fullName,
            link: `${base}${post.link}`,
          })),
        },
      })
    } catch (err) {
      await releaseDigest(this.deps.db, userId, previous, now)
      throw err
    }
    return true
  }
}
