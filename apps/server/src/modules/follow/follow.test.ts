import { ErrorBody, FollowPage, FollowRecord, ProfileInfo } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { FollowService } from './follow.service'

const env = useTestServer()
const { newUser, as } = env

const follow = async (from: TestUser, to: TestUser, change: { subscribed?: boolean; blocked?: boolean }) =>
  as(from)('PATCH', '/api/core/user_subscription', [{ rEntity: `202:${to.id}`, ...change }])

const followings = async (viewer: TestUser, of: TestUser, query = '') =>
  FollowPage.parse((await as(viewer)('GET', `/api/core/user_subscription/${of.id}${query}`)).json())
const followers = async (viewer: TestUser, of: TestUser, query = '') =>
  FollowPage.parse(
    (await as(viewer)('GET', `/api/core/user_subscription/subscribers/user:${of.id}${query}`)).json(),
  )
const info = async (viewer: TestUser, of: TestUser) =>
  ProfileInfo.parse((await as(viewer)('GET', `/api/core/user_profile/info/${of.id}`)).json())

describe('following', () => {
  it('follows a user: the record answers, both lists and both counters show it, then unfollows', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const res = await follow(a, b, { subscribed: true })
    expect(res.statusCode).toBe(200)
    expect(z.array(FollowRecord).parse(res.json())).toEqual([
      {
        rEntity: `202:${b.id}`,
        subscribed: true,
        blocked: false,
        fullName: null,
        fullNameEn: null,
        imageUrl: null,
      },
    ])
    expect((await info(a, a)).meta).toEqual({ subscn_count: 1, subscr_count: 0 })
    expect((await info(a, b)).meta).toEqual({ subscn_count: 0, subscr_count: 1 })
    expect((await info(a, b)).mutualStates).toEqual({
      out: { subscribed: true, blocked: false },
      in: { subscribed: false, blocked: false },
    })
    expect((await info(b, a)).mutualStates.in.subscribed).toBe(true)
    expect((await followings(b, a)).elements.map((e) => e.rEntity)).toEqual([`202:${b.id}`])
    expect((await followers(a, b)).elements.map((e) => e.rEntity)).toEqual([`202:${a.id}`])

    expect((await follow(a, b, { subscribed: false })).statusCode).toBe(200)
    expect((await info(a, b)).meta.subscr_count).toBe(0)
    expect((await followings(a, a)).count).toBe(0)
  })

  it('shows names in follow records, and each record as the viewer relates to that user', async () => {
    const [a, b, viewer] = await Promise.all([newUser(), newUser(), newUser()])
    await as(b)('POST', '/api/core/user_profile/info', { firstName: 'Lise', lastName: 'Meitner' })
    await follow(a, b, { subscribed: true })
    const seenByA = await followings(a, a)
    expect(seenByA.elements).toEqual([
      expect.objectContaining({ fullName: 'Lise Meitner', subscribed: true }),
    ])
    const seenByViewer = await followings(viewer, a)
    expect(seenByViewer.elements).toEqual([
      expect.objectContaining({ rEntity: `202:${b.id}`, subscribed: false }),
    ])
  })

  it('refuses following oneself with 400 and an unknown user with 404', async () => {
    const a = await newUser()
    const self = await follow(a, a, { subscribed: true })
    expect(self.statusCode).toBe(400)
    expect(ErrorBody.parse(self.json()).error.message).toMatch(/себя|yourself/)
    const unknown = await as(a)('PATCH', '/api/core/user_subscription', [
      { rEntity: '202:999999', subscribed: true },
    ])
    expect(unknown.statusCode).toBe(404)
  })

  it('refuses a record of another dictionary, an empty change and following while blocking', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    const api = as(a)
    for (const body of [
      [{ rEntity: `302:${b.id}`, subscribed: true }],
      [{ rEntity: `202:${b.id}` }],
      [{ rEntity: `202:${b.id}`, subscribed: true, blocked: true }],
      [],
    ]) {
      const res = await api('PATCH', '/api/core/user_subscription', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(ErrorBody.parse(res.json()).validationErrors?.length).toBeGreaterThan(0)
    }
  })

  it('removes a follower from my followers', async () => {
    const [me, fan] = await Promise.all([newUser(), newUser()])
    await follow(fan, me, { subscribed: true })
    const res = await as(me)('DELETE', `/api/core/user_subscription/subscribers/self/user:${fan.id}`)
    expect(res.statusCode).toBe(204)
    expect((await followers(me, me)).count).toBe(0)
    expect((await followings(fan, fan)).count).toBe(0)
  })

  it('reads the followers path segment only as user:{id}', async () => {
    const a = await newUser()
    const res = await as(a)('GET', `/api/core/user_subscription/subscribers/202:${a.id}`)
    expect(res.statusCode).toBe(400)
  })
})

describe('blocking', () => {
  it('ends both follows, shows the block on both sides, and stops the blocked user from following', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    await follow(a, b, { subscribed: true })
    await follow(b, a, { subscribed: true })
    const res = await follow(a, b, { blocked: true })
    expect(z.array(FollowRecord).parse(res.json())[0]).toMatchObject({ subscribed: false, blocked: true })

    expect((await info(a, a)).meta).toEqual({ subscn_count: 0, subscr_count: 0 })
    expect((await info(b, b)).meta).toEqual({ subscn_count: 0, subscr_count: 0 })
    const aSeesB = await info(a, b)
    expect(aSeesB.blocked).toBe(true)
    expect(aSeesB.mutualStates.out).toEqual({ subscribed: false, blocked: true })
    expect((await info(b, a)).mutualStates.in).toEqual({ subscribed: false, blocked: true })

    const refused = await follow(b, a, { subscribed: true })
    expect(refused.statusCode).toBe(403)
    expect(ErrorBody.parse(refused.json()).error.message).toMatch(/ограничил|blocked you/)
    expect((await info(a, a)).meta.subscr_count).toBe(0)
  })

  it('asks the blocker to unblock before following, then lets them follow', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()])
    await follow(a, b, { blocked: true })
    const refused = await follow(a, b, { subscribed: true })
    expect(refused.statusCode).toBe(403)
    expect(ErrorBody.parse(refused.json()).error.message).toMatch(/разблокируйте|unblock/)
    const res = await as(a)('PATCH', '/api/core/user_subscription', [
      { rEntity: `202:${b.id}`, blocked: false },
      { rEntity: `202:${b.id}`, subscribed: true },
    ])
    expect(res.statusCode).toBe(200)
    expect((await info(a, b)).mutualStates.out).toEqual({ subscribed: true, blocked: false })
  })

  it('tells other modules when either user blocked the other', async () => {
    const [a, b, c] = await Promise.all([newUser(), newUser(), newUser()])
    await follow(b, a, { blocked: true })
    const service = new FollowService({
      db: env.db,
      users: { activeUserIds: async (ids) => ids },
      summaries: async () => new Map(),
    })
    expect(await service.isBlockedBetween(a.id, b.id)).toBe(true)
    expect(await service.isBlockedBetween(b.id, a.id)).toBe(true)
    expect(await service.isBlockedBetween(a.id, c.id)).toBe(false)
  })
})

describe('follow pages', () => {
  it('signals more when a page of 20 is full, and puts the 21st follower on page 2', async () => {
    const target = await newUser()
    // Following in id order makes "newest first" the same as "highest id first", even within one millisecond.
    const fans = (await Promise.all(Array.from({ length: 21 }, () => newUser()))).sort((x, y) => x.id - y.id)
    for (const fan of fans.slice(0, 20)) await follow(fan, target, { subscribed: true })

    const full = await followers(target, target)
    expect(full.elements).toHaveLength(20)
    expect(full.count).toBe(20)
    expect(full.hasMore).toBe(true)
    const empty = await followers(target, target, '?page=2')
    expect(empty).toEqual({ count: 20, elements: [], hasMore: false })

    const last = fans[20] as TestUser
    await follow(last, target, { subscribed: true })
    const first = await followers(target, target)
    expect(first.elements[0]?.rEntity).toBe(`202:${last.id}`)
    const second = await followers(target, target, '?page=2')
    expect(second).toMatchObject({ count: 21, hasMore: false })
    expect(second.elements.map((e) => e.rEntity)).toEqual([`202:${fans[0]?.id}`])
    const seen = new Set([...first.elements, ...second.elements].map((e) => e.rEntity))
    expect(seen.size).toBe(21)

    const small = await followers(target, target, '?pageSize=5&page=5')
    expect(small).toMatchObject({ count: 21, hasMore: false })
    expect(small.elements).toHaveLength(1)
    expect((await followings(target, fans[3] as TestUser)).elements).toEqual([
      expect.objectContaining({ rEntity: `202:${target.id}` }),
    ])
  })
})
