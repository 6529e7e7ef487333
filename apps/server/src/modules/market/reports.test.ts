import { randomBytes } from 'node:crypto'
import {
  ErrorBody,
  Listing,
  ListingPage,
  ListingReport,
  ListingReportPage,
  ListingStatus,
  ReportReason,
  ReportResolution,
} from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { createListing, LISTINGS, REPORTS, reportListing, uploadImages } from './market.fixtures'

const MODERATOR = `moderator.${randomBytes(4).toString('hex')}@example.org`
const env = useTestServer({
  env: { MARKET_MODERATOR_EMAILS: `someone@example.org, ${MODERATOR.toUpperCase()}` },
})
const { newUser, as } = env

let moderator: TestUser
beforeAll(async () => {
  moderator = await newUser({ email: MODERATOR })
})

const reportsPage = async (resolved = false) => {
  const res = await as(moderator)('GET', `${REPORTS}?resolved=${resolved}&pageSize=100`)
  expect(res.statusCode).toBe(200)
  return ListingReportPage.parse(res.json())
}
const resolve = (user: TestUser | undefined, reportId: number, resolution: number) =>
  as(user)('PATCH', `${REPORTS}/${reportId}`, { resolution })

describe('reporting a listing', () => {
  it('takes a reader’s report once (409 the second time) and shows them they reported it', async () => {
    const [author, reader] = await Promise.all([newUser(), newUser()])
    const listing = await createListing(as(author))
    const report = await reportListing(as(reader), listing.id, {
      reason: ReportReason.Fraud,
      comment: ' Fake ',
    })
    expect(report).toMatchObject({
      listing: { id: listing.id },
      reporter: { rEntity: `202:${reader.id}` },
      reason: ReportReason.Fraud,
      comment: 'Fake',
      resolvedAt: null,
      resolution: null,
    })
    const again = await as(reader)('POST', `${LISTINGS}/${listing.id}/reports`, { reason: ReportReason.Spam })
    expect(again.statusCode).toBe(409)
    expect(Listing.parse((await as(reader)('GET', `${LISTINGS}/${listing.id}`)).json()).reported).toBe(true)
    expect(Listing.parse((await as(author)('GET', `${LISTINGS}/${listing.id}`)).json()).reported).toBe(false)
  })

  it('refuses reporting one’s own listing (403), a visitor (401) and a listing one cannot read (404)', async () => {
    const [author, other] = await Promise.all([newUser(), newUser()])
    const listing = await createListing(as(author))
    const url = `${LISTINGS}/${listing.id}/reports`
    expect((await as(author)('POST', url, { reason: ReportReason.Spam })).statusCode).toBe(403)
    expect((await as()('POST', url, { reason: ReportReason.Spam })).statusCode).toBe(401)
    await as(author)('PATCH', `${LISTINGS}/${listing.id}`, { status: ListingStatus.Closed })
    expect((await as(other)('POST', url, { reason: ReportReason.Spam })).statusCode).toBe(404)
  })
})

describe('the moderators’ review', () => {
  it('is refused to everyone else: 403 to users, 401 to visitors', async () => {
    const [author, reader] = await Promise.all([newUser(), newUser()])
    const listing = await createListing(as(author))
    const report = await reportListing(as(reader), listing.id)
    for (const user of [author, reader]) {
      expect((await as(user)('GET', REPORTS)).statusCode).toBe(403)
      const res = await resolve(user, report.id, ReportResolution.Hidden)
      expect(res.statusCode).toBe(403)
      expect(ErrorBody.parse(res.json()).error.message).toBe('Жалобы рассматривают только модераторы')
    }
    expect((await as()('GET', REPORTS)).statusCode).toBe(401)
    expect((await resolve(undefined, report.id, ReportResolution.Hidden)).statusCode).toBe(401)
    expect(Listing.parse((await as()('GET', `${LISTINGS}/${listing.id}`)).json()).status).toBe(
      ListingStatus.Open,
    )
  })

  it('lists open reports oldest first', async () => {
    const [author, a, b] = await Promise.all([newUser(), newUser(), newUser()])
    const listing = await createListing(as(author))
    const first = await reportListing(as(a), listing.id)
    const second = await reportListing(as(b), listing.id)
    const ids = (await reportsPage()).elements.map((r) => r.id)
    expect(ids).toContain(first.id)
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id))
  })

  it('hides a listing: every open report of it is settled, and only its author and the moderators see it', async () => {
    const [author, a, b, other] = await Promise.all([newUser(), newUser(), newUser(), newUser()])
    const [image] = await uploadImages(as(author), 1)
    const listing = await createListing(as(author), {
      title: `Spam ${randomBytes(3).toString('hex')}`,
      images: [image?.id ?? ''],
    })
    const first = await reportListing(as(a), listing.id)
    const second = await reportListing(as(b), listing.id)

    const res = await resolve(moderator, first.id, ReportResolution.Hidden)
    expect(res.statusCode).toBe(200)
    expect(ListingReport.parse(res.json())).toMatchObject({
      id: first.id,
      resolution: ReportResolution.Hidden,
      listing: { id: listing.id, status: ListingStatus.Hidden },
    })
    const open = (await reportsPage()).elements.map((r) => r.id)
    expect(open).not.toContain(first.id)
    expect(open).not.toContain(second.id)
    const settled = (await reportsPage(true)).elements.filter((r) => r.listing.id === listing.id)
    expect(settled.map((r) => [r.id, r.resolution]).sort()).toEqual(
      [
        [first.id, ReportResolution.Hidden],
        [second.id, ReportResolution.Hidden],
      ].sort(),
    )
    // Settled already, with the rest of its listing's reports.
    expect((await resolve(moderator, second.id, ReportResolution.Kept)).statusCode).toBe(409)

    for (const reader of [as(a), as(other), as()]) {
      expect((await reader('GET', `${LISTINGS}/${listing.id}`)).statusCode).toBe(404)
      const found = ListingPage.parse(
        (await reader('GET', `${LISTINGS}?query=${encodeURIComponent(listing.title)}`)).json(),
      )
      expect(found.elements.map((e) => e.id)).not.toContain(listing.id)
    }
    expect((await as(other)('GET', listing.imageUrl ?? '')).statusCode).toBe(404)
    expect((await as(moderator)('GET', listing.imageUrl ?? '')).statusCode).toBe(200)
    expect(Listing.parse((await as(moderator)('GET', `${LISTINGS}/${listing.id}`)).json()).status).toBe(
      ListingStatus.Hidden,
    )

    // Its author still reads it, and cannot bring it back.
    expect(Listing.parse((await as(author)('GET', `${LISTINGS}/${listing.id}`)).json()).status).toBe(
      ListingStatus.Hidden,
    )
    const reopen = await as(author)('PATCH', `${LISTINGS}/${listing.id}`, {
      status: ListingStatus.Open,
      title: 'Honest now',
    })
    expect(reopen.statusCode).toBe(200)
    expect(Listing.parse(reopen.json())).toMatchObject({ status: ListingStatus.Hidden, title: 'Honest now' })
    expect((await as(other)('GET', `${LISTINGS}/${listing.id}`)).statusCode).toBe(404)
  })

  it('keeps a listing: its open reports are settled as kept and it stays open', async () => {
    const [author, a, b] = await Promise.all([newUser(), newUser(), newUser()])
    const listing = await createListing(as(author))
    const first = await reportListing(as(a), listing.id)
    const second = await reportListing(as(b), listing.id)
    const res = await resolve(moderator, second.id, ReportResolution.Kept)
    expect(ListingReport.parse(res.json())).toMatchObject({
      id: second.id,
      resolution: ReportResolution.Kept,
    })
    const settled = (await reportsPage(true)).elements.filter((r) => r.listing.id === listing.id)
    expect(settled.map((r) => r.id).sort()).toEqual([first.id, second.id].sort())
    expect(settled.every((r) => r.resolution === ReportResolution.Kept && r.resolvedAt !== null)).toBe(true)
    expect(Listing.parse((await as()('GET', `${LISTINGS}/${listing.id}`)).json()).status).toBe(
      ListingStatus.Open,
    )
    expect((await resolve(moderator, first.id, ReportResolution.Hidden)).statusCode).toBe(409)
    expect((await resolve(moderator, 999999, ReportResolution.Hidden)).statusCode).toBe(404)
  })
})
