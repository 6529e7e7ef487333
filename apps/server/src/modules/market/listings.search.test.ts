import { randomBytes } from 'node:crypto'
import { ErrorBody, ListingCategory, ListingKind, ListingPage, ListingStatus } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import type { Client } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { createListing, LISTINGS } from './market.fixtures'

const MODERATOR = `moderator.${randomBytes(4).toString('hex')}@example.org`
const env = useTestServer({ env: { MARKET_MODERATOR_EMAILS: MODERATOR } })
const { newUser, as } = env

/** A word no other test's listing holds: each test narrows the shared list to its own listings. */
const uniqueWord = () => `zq${randomBytes(4).toString('hex')}`

const list = async (client: Client, query: Record<string, string | number | boolean>) => {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))
  const res = await client('GET', `${LISTINGS}?${params}`)
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`)
  return ListingPage.parse(res.json())
}
const titles = (page: ListingPage) => page.elements.map((e) => e.title)

describe('searching listings', () => {
  it('finds words in any form (russian stemming), title matches first, then newest; visitors too', async () => {
    const author = as(await newUser())
    const word = uniqueWord()
    await createListing(author, {
      title: 'Анализ образцов',
      description: `Проводим секвенирование ДНК ${word}`,
    })
    await createListing(author, { title: `Секвенирование генома ${word}`, description: 'Быстро' })
    await createListing(author, { title: 'Перевод статей', description: `Переводим ${word}` })
    const page = await list(as(), { query: `секвенированию ${word}` })
    expect(titles(page)).toEqual([`Секвенирование генома ${word}`, 'Анализ образцов'])
    expect(page.count).toBe(2)
    expect(page.canModerate).toBe(false)
    // The word in a title outranks it in a description; equal ranks list the newest first.
    expect(titles(await list(as(), { query: word }))).toEqual([
      `Секвенирование генома ${word}`,
      'Перевод статей',
      'Анализ образцов',
    ])
  })

  it('filters by kind, category and remote', async () => {
    const author = as(await newUser())
    const word = uniqueWord()
    await createListing(author, {
      title: `Offer remote ${word}`,
      kind: ListingKind.Offer,
      category: ListingCategory.Editing,
      remote: true,
    })
    await createListing(author, {
      title: `Request on site ${word}`,
      kind: ListingKind.Request,
      category: ListingCategory.EquipmentTime,
      remote: false,
      location: 'Казань',
    })
    expect(titles(await list(as(), { query: word, kind: ListingKind.Request }))).toEqual([
      `Request on site ${word}`,
    ])
    expect(titles(await list(as(), { query: word, category: ListingCategory.Editing }))).toEqual([
      `Offer remote ${word}`,
    ])
    expect(titles(await list(as(), { query: word, remote: true }))).toEqual([`Offer remote ${word}`])
    expect(titles(await list(as(), { query: word, remote: false }))).toEqual([`Request on site ${word}`])
  })

  it('compares prices as numbers in the one currency asked, never across currencies', async () => {
    const author = as(await newUser())
    const word = uniqueWord()
    const priced = async (amount: string, currency: 'RUB' | 'USD') =>
      createListing(author, { title: `${amount} ${currency} ${word}`, price: { amount, currency } })
    await priced('900', 'RUB')
    await priced('1000', 'RUB')
    await priced('99.99', 'RUB')
    await priced('100.00', 'RUB')
    await priced('950', 'USD')
    await createListing(author, { title: `negotiable ${word}` })
    const inRange = await list(as(), { query: word, currency: 'RUB', priceMin: '100', priceMax: '950' })
    expect(titles(inRange).sort()).toEqual([`100.00 RUB ${word}`, `900 RUB ${word}`].sort())
    const fromThousand = await list(as(), { query: word, currency: 'RUB', priceMin: '1000' })
    expect(titles(fromThousand)).toEqual([`1000 RUB ${word}`])
    const dollars = await list(as(), { query: word, currency: 'USD' })
    expect(titles(dollars)).toEqual([`950 USD ${word}`])
  })

  it('refuses a price range without a currency, and a malformed amount, with 400', async () => {
    for (const query of ['priceMin=10', 'priceMax=10', 'currency=RUB&priceMin=1.234', 'currency=RUR']) {
      const res = await as()('GET', `${LISTINGS}?${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(ErrorBody.safeParse(res.json()).success).toBe(true)
    }
    const noCurrency = await as()('GET', `${LISTINGS}?priceMin=10`)
    expect(ErrorBody.parse(noCurrency.json()).validationErrors?.map((e) => e.field)).toEqual(['currency'])
  })

  it('pages: count of all, hasMore while more follow', async () => {
    const author = as(await newUser())
    const word = uniqueWord()
    for (let i = 0; i < 3; i += 1) await createListing(author, { title: `Page ${i} ${word}` })
    const first = await list(as(), { query: word, pageSize: 2 })
    expect(first).toMatchObject({ count: 3, hasMore: true })
    expect(titles(first)).toEqual([`Page 2 ${word}`, `Page 1 ${word}`])
    const second = await list(as(), { query: word, pageSize: 2, page: 2 })
    expect(second).toMatchObject({ count: 3, hasMore: false })
    expect(titles(second)).toEqual([`Page 0 ${word}`])
  })
})

describe('one person’s listings', () => {
  it('shows an author’s open ones to others, and all of one’s own with mine', async () => {
    const [author, other] = await Promise.all([newUser(), newUser()])
    const open = await createListing(as(author), { title: 'Still open' })
    const closed = await createListing(as(author), { title: 'Closed now' })
    await as(author)('PATCH', `${LISTINGS}/${closed.id}`, { status: ListingStatus.Closed })
    await createListing(as(other), { title: 'Someone else’s' })

    const byAuthor = await list(as(other), { author: author.id })
    expect(byAuthor.elements.map((e) => e.id)).toEqual([open.id])
    const mine = await list(as(author), { mine: true })
    expect(mine.elements.map((e) => [e.id, e.status])).toEqual([
      [closed.id, ListingStatus.Closed],
      [open.id, ListingStatus.Open],
    ])
    // A closed listing never shows in the open list, whatever is asked.
    expect((await list(as(author), { author: author.id })).elements.map((e) => e.id)).toEqual([open.id])
  })

  it('refuses mine to a visitor with 401', async () => {
    expect((await as()('GET', `${LISTINGS}?mine=true`)).statusCode).toBe(401)
  })

  it('tells a moderator they moderate', async () => {
    const moderator = await newUser({ email: MODERATOR })
    expect((await list(as(moderator), { pageSize: 1 })).canModerate).toBe(true)
    expect((await list(as(await newUser()), { pageSize: 1 })).canModerate).toBe(false)
  })
})
