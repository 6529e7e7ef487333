import {
  ErrorBody,
  GeneralErrorCode,
  Listing,
  ListingCategory,
  ListingKind,
  ListingStatus,
} from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { useTestServer } from '../../test/test-server'
import { uploadPdfs } from '../posts/posts.fixtures'
import { createListing, LISTINGS, listingBody, uploadImages } from './market.fixtures'

const env = useTestServer()
const { newUser, as } = env

const errorOf = (res: { json(): unknown }) => ErrorBody.parse(res.json()).error
const issuesOf = (res: { json(): unknown }) => ErrorBody.parse(res.json()).validationErrors ?? []
const fieldsOf = (res: { json(): unknown }) => issuesOf(res).map((e) => e.field)

describe('creating a listing', () => {
  it('stores an open listing with an exact price and its images in order, read by everyone', async () => {
    const author = await newUser()
    const [first, second] = await uploadImages(as(author), 2)
    if (!first || !second) throw new Error('no images uploaded')
    const res = await as(author)(
      'POST',
      LISTINGS,
      listingBody({
        kind: ListingKind.Request,
        category: ListingCategory.Reagents,
        title: 'Реактивы для ПЦР',
        price: { amount: '1234567890.15', currency: 'RUB' },
        location: 'Новосибирск',
        remote: false,
        images: [second.id, first.id],
      }),
    )
    expect(res.statusCode).toBe(201)
    const listing = Listing.parse(res.json())
    expect(listing).toMatchObject({
      kind: ListingKind.Request,
      category: ListingCategory.Reagents,
      title: 'Реактивы для ПЦР',
      price: { amount: '1234567890.15', currency: 'RUB' },
      location: 'Новосибирск',
      remote: false,
      status: ListingStatus.Open,
      isAuthor: true,
      reported: false,
      author: { rEntity: `202:${author.id}` },
      link: `/marketplace/${listing.id}`,
      updatedAt: null,
    })
    expect(listing.images.map((image) => image.id)).toEqual([second.id, first.id])
    expect(listing.imageUrl).toBe(listing.images[0]?.url)

    const [other, visitor] = [as(await newUser()), as()]
    for (const reader of [other, visitor]) {
      const read = await reader('GET', `${LISTINGS}/${listing.id}`)
      expect(read.statusCode).toBe(200)
      expect(Listing.parse(read.json())).toMatchObject({ id: listing.id, isAuthor: false })
      // The images of an open listing are read by visitors too.
      expect((await reader('GET', listing.images[0]?.url ?? '')).statusCode).toBe(200)
    }
  })

  it('keeps a price to the cent without a float: 12.5 is 12.50, and the largest amount stays whole', async () => {
    const author = as(await newUser())
    const small = await createListing(author, { price: { amount: '12.5', currency: 'USD' } })
    expect(small.price).toEqual({ amount: '12.50', currency: 'USD' })
    const large = await createListing(author, { price: { amount: '999999999999.99', currency: 'EUR' } })
    expect(large.price).toEqual({ amount: '999999999999.99', currency: 'EUR' })
    const negotiable = await createListing(author)
    expect(negotiable.price).toBeNull()
  })

  it.each([
    ['no title', { title: '' }, 'title'],
    ['a title too short', { title: 'ab' }, 'title'],
    ['a title too long', { title: 'x'.repeat(151) }, 'title'],
    ['no description', { description: '' }, 'description'],
    ['a price with three decimals', { price: { amount: '1.234', currency: 'RUB' } }, 'price.amount'],
    ['a price in exponent form', { price: { amount: '1e3', currency: 'RUB' } }, 'price.amount'],
    ['a negative price', { price: { amount: '-5', currency: 'RUB' } }, 'price.amount'],
    ['a price of 13 digits', { price: { amount: '1234567890123', currency: 'RUB' } }, 'price.amount'],
    ['a price without its currency', { price: { amount: '10' } }, 'price.currency'],
    ['an unknown currency', { price: { amount: '10', currency: 'XXX' } }, 'price.currency'],
    ['no place and not remote', { remote: false, location: null }, 'location'],
    ['a blank place and not remote', { remote: false, location: '   ' }, 'location'],
  ])('refuses %s with 400 on its field', async (_, overrides, field) => {
    const author = await newUser()
    const res = await as(author)('POST', LISTINGS, { ...listingBody(), ...overrides })
    expect(res.statusCode).toBe(400)
    expect(fieldsOf(res)).toContain(field)
  })

  it('says what is wrong in the reader’s language', async () => {
    const author = await newUser()
    const body = { ...listingBody(), remote: false, location: null }
    const ru = await as(author)('POST', LISTINGS, body)
    expect(issuesOf(ru)[0]?.message).toBe('Укажите место или отметьте «удалённо»')
    const en = await as(author)('POST', LISTINGS, body, { 'accept-language': 'en' })
    expect(issuesOf(en)[0]?.message).toBe('Give a place or mark it remote')
  })

  it('refuses more than 8 images (400), someone else’s (403), a file that is no picture (400) and an unknown one (404)', async () => {
    const [author, other] = await Promise.all([newUser(), newUser()])
    const nine = await uploadImages(as(author), 9)
    const tooMany = await as(author)('POST', LISTINGS, listingBody({ images: nine.map((f) => f.id) }))
    expect(tooMany.statusCode).toBe(400)
    expect(fieldsOf(tooMany)).toContain('images')

    const [theirs] = await uploadImages(as(other), 1)
    const notOwned = await as(author)('POST', LISTINGS, listingBody({ images: [theirs?.id ?? ''] }))
    expect(notOwned.statusCode).toBe(403)

    const [pdf] = await uploadPdfs(as(author), 1)
    const notPicture = await as(author)('POST', LISTINGS, listingBody({ images: [pdf?.id ?? ''] }))
    expect(notPicture.statusCode).toBe(400)
    expect(fieldsOf(notPicture)).toEqual(['images'])

    const unknown = await as(author)(
      'POST',
      LISTINGS,
      listingBody({ images: ['00000000-0000-4000-8000-000000000000'] }),
    )
    expect(unknown.statusCode).toBe(404)
  })

  it('refuses an image another listing shows (409), and nothing is stored by a refused create', async () => {
    const author = await newUser()
    const [image, spare] = await uploadImages(as(author), 2)
    if (!image || !spare) throw new Error('no images uploaded')
    await createListing(as(author), { images: [image.id] })
    const before = await as(author)('GET', `${LISTINGS}?mine=true`)
    const res = await as(author)('POST', LISTINGS, listingBody({ images: [spare.id, image.id] }))
    expect(res.statusCode).toBe(409)
    expect(errorOf(res).code).toBe(GeneralErrorCode.Conflict)
    const after = await as(author)('GET', `${LISTINGS}?mine=true`)
    expect(after.json()).toEqual(before.json())
  })

  it('refuses a visitor with 401', async () => {
    const res = await as()('POST', LISTINGS, listingBody())
    expect(res.statusCode).toBe(401)
  })
})

describe('editing a listing', () => {
  it('changes what the author sends, and the images become the ones sent', async () => {
    const author = await newUser()
    const [a, b, c] = await uploadImages(as(author), 3)
    if (!a || !b || !c) throw new Error('no images uploaded')
    const listing = await createListing(as(author), {
      images: [a.id, b.id],
      price: { amount: '10', currency: 'RUB' },
    })
    const res = await as(author)('PATCH', `${LISTINGS}/${listing.id}`, {
      title: 'Время на конфокальном микроскопе',
      price: null,
      location: 'Томск',
      images: [c.id, a.id],
    })
    expect(res.statusCode).toBe(200)
    const edited = Listing.parse(res.json())
    expect(edited).toMatchObject({
      title: 'Время на конфокальном микроскопе',
      price: null,
      location: 'Томск',
      remote: true,
      description: listing.description,
    })
    expect(edited.updatedAt).not.toBeNull()
    expect(edited.images.map((image) => image.id)).toEqual([c.id, a.id])
    // The image it no longer shows is free for another listing.
    await createListing(as(author), { images: [b.id] })
  })

  it('refuses an edit that leaves no place (400) and an empty one (400)', async () => {
    const author = await newUser()
    const listing = await createListing(as(author), { remote: true, location: null })
    const noPlace = await as(author)('PATCH', `${LISTINGS}/${listing.id}`, { remote: false })
    expect(noPlace.statusCode).toBe(400)
    expect(fieldsOf(noPlace)).toContain('location')
    expect((await as(author)('PATCH', `${LISTINGS}/${listing.id}`, {})).statusCode).toBe(400)
  })

  it('lets only the author edit: another user 403, a visitor 401, an unknown listing 404', async () => {
    const [author, other] = await Promise.all([newUser(), newUser()])
    const listing = await createListing(as(author))
    const byOther = await as(other)('PATCH', `${LISTINGS}/${listing.id}`, { title: 'Taken over' })
    expect(byOther.statusCode).toBe(403)
    const byVisitor = await as()('PATCH', `${LISTINGS}/${listing.id}`, { title: 'Taken over' })
    expect(byVisitor.statusCode).toBe(401)
    expect((await as(author)('PATCH', `${LISTINGS}/999999`, { title: 'Nothing' })).statusCode).toBe(404)
    expect(Listing.parse((await as(author)('GET', `${LISTINGS}/${listing.id}`)).json()).title).toBe(
      listing.title,
    )
  })

  it('closes and reopens: a closed listing is the author’s alone, and its images with it', async () => {
    const [author, other] = await Promise.all([newUser(), newUser()])
    const [image] = await uploadImages(as(author), 1)
    const listing = await createListing(as(author), { images: [image?.id ?? ''] })
    const closed = await as(author)('PATCH', `${LISTINGS}/${listing.id}`, { status: ListingStatus.Closed })
    expect(Listing.parse(closed.json()).status).toBe(ListingStatus.Closed)
    expect((await as(other)('GET', `${LISTINGS}/${listing.id}`)).statusCode).toBe(404)
    expect((await as()('GET', `${LISTINGS}/${listing.id}`)).statusCode).toBe(404)
    expect((await as(other)('GET', listing.imageUrl ?? '')).statusCode).toBe(404)
    expect((await as()('GET', listing.imageUrl ?? '')).statusCode).toBe(401)
    // Someone who cannot see it learns nothing more by trying to edit it.
    expect((await as(other)('PATCH', `${LISTINGS}/${listing.id}`, { status: 1 })).statusCode).toBe(404)
    expect((await as(author)('GET', `${LISTINGS}/${listing.id}`)).statusCode).toBe(200)

    const reopened = await as(author)('PATCH', `${LISTINGS}/${listing.id}`, { status: ListingStatus.Open })
    expect(Listing.parse(reopened.json()).status).toBe(ListingStatus.Open)
    expect((await as(other)('GET', `${LISTINGS}/${listing.id}`)).statusCode).toBe(200)
  })
})
