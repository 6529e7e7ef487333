import {
  ErrorBody,
  GeneralErrorCode,
  Listing,
  ListingContactAnswer,
  ListingKind,
  ListingStatus,
  MessageList,
} from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import type { TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { nextChatEvent } from '../chat/messages.fixtures'
import { createListing, LISTINGS, uploadImages } from './market.fixtures'

const env = useTestServer({ listen: true })
const { newUser, as, open } = env

const contact = (user: TestUser | undefined, listingId: number, body: object = {}, lang?: string) =>
  as(user)('POST', `${LISTINGS}/${listingId}/contact`, body, lang ? { 'accept-language': lang } : {})

const messagesOf = async (user: TestUser, dialogId: number) => {
  const res = await as(user)('GET', `/api/chat/v1/dialogs/${dialogId}`)
  expect(res.statusCode).toBe(200)
  return MessageList.parse(res.json())
}

describe('contacting the author', () => {
  it('opens the personal chat once and sends messages about the listing, seen by both and pushed live', async () => {
    const [author, reader] = await Promise.all([newUser(), newUser()])
    const [image] = await uploadImages(as(author), 1)
    const listing = await createListing(as(author), {
      kind: ListingKind.Request,
      title: 'Нужен перевод статьи',
      price: { amount: '5000', currency: 'RUB' },
      images: [image?.id ?? ''],
    })
    const socket = await open({ cookie: author.cookie })
    const pushed = nextChatEvent(socket, (event) => event.message?.listing?.id === listing.id)

    const res = await contact(reader, listing.id, { text: '  Сколько займёт перевод?  ' })
    expect(res.statusCode).toBe(200)
    const answer = ListingContactAnswer.parse(res.json())
    const expectedListing = {
      id: listing.id,
      title: 'Нужен перевод статьи',
      kind: ListingKind.Request,
      price: { amount: '5000.00', currency: 'RUB' },
      status: ListingStatus.Open,
      imageUrl: listing.imageUrl,
      link: `/marketplace/${listing.id}`,
    }
    const event = await pushed
    expect(event.dialog).toBe(answer.dialogId)
    expect(event.message).toMatchObject({
      id: answer.messageId,
      ownerId: reader.id,
      text: 'Сколько займёт перевод?',
      listing: expectedListing,
    })
    for (const user of [author, reader]) {
      const [message] = await messagesOf(user, answer.dialogId)
      expect(message).toMatchObject({ id: answer.messageId, listing: expectedListing })
    }

    // The second time the same chat is found.
    const again = ListingContactAnswer.parse(
      (await contact(reader, listing.id, { text: 'Ещё вопрос' })).json(),
    )
    expect(again.dialogId).toBe(answer.dialogId)
    expect(again.messageId).toBeGreaterThan(answer.messageId)
    expect((await messagesOf(author, answer.dialogId)).map((m) => m.text)).toEqual([
      'Ещё вопрос',
      'Сколько займёт перевод?',
    ])
  })

  it('writes a greeting naming the listing in the reader’s language when they give no words', async () => {
    const [author, reader, english] = await Promise.all([newUser(), newUser(), newUser({ lang: 2 })])
    const listing = await createListing(as(author), { title: 'Редактура' })
    // The language of the reader's account (their interface), whatever their browser asks.
    const ru = ListingContactAnswer.parse((await contact(reader, listing.id, {}, 'en')).json())
    expect((await messagesOf(author, ru.dialogId))[0]?.text).toBe(
      'Здравствуйте! Пишу по объявлению «Редактура».',
    )
    const en = ListingContactAnswer.parse((await contact(english, listing.id, { text: '' })).json())
    expect((await messagesOf(author, en.dialogId))[0]?.text).toBe(
      "Hello! I'm writing about your listing “Редактура”.",
    )
  })

  it('refuses the author writing to themself (409), and a visitor (401)', async () => {
    const author = await newUser()
    const listing = await createListing(as(author))
    const self = await contact(author, listing.id)
    expect(self.statusCode).toBe(409)
    expect(ErrorBody.parse(self.json()).error.code).toBe(GeneralErrorCode.Conflict)
    expect((await contact(undefined, listing.id)).statusCode).toBe(401)
    expect((await contact(author, 999999)).statusCode).toBe(404)
  })

  it('lets who wrote about a closed listing still read it, but not write again (409); others get 404', async () => {
    const [author, reader, stranger] = await Promise.all([newUser(), newUser(), newUser()])
    const [image] = await uploadImages(as(author), 1)
    const listing = await createListing(as(author), { images: [image?.id ?? ''] })
    const { dialogId } = ListingContactAnswer.parse((await contact(reader, listing.id)).json())
    await as(author)('PATCH', `${LISTINGS}/${listing.id}`, { status: ListingStatus.Closed })

    const read = await as(reader)('GET', `${LISTINGS}/${listing.id}`)
    expect(read.statusCode).toBe(200)
    expect(Listing.parse(read.json()).status).toBe(ListingStatus.Closed)
    expect((await as(reader)('GET', listing.imageUrl ?? '')).statusCode).toBe(200)
    expect((await contact(reader, listing.id)).statusCode).toBe(409)
    // The message shows the listing closed now.
    expect((await messagesOf(author, dialogId))[0]?.listing?.status).toBe(ListingStatus.Closed)

    expect((await as(stranger)('GET', `${LISTINGS}/${listing.id}`)).statusCode).toBe(404)
    expect((await contact(stranger, listing.id)).statusCode).toBe(404)
  })

  it('keeps the chat’s own refusals: an author who blocked the reader is not written to (403)', async () => {
    const [author, reader] = await Promise.all([newUser(), newUser()])
    const listing = await createListing(as(author))
    const blocked = await as(author)('PATCH', '/api/core/user_subscription', [
      { rEntity: `202:${reader.id}`, blocked: true },
    ])
    expect(blocked.statusCode).toBe(200)
    expect((await contact(reader, listing.id)).statusCode).toBe(403)
  })

  it('shows other messages without a listing', async () => {
    const [author, reader] = await Promise.all([newUser(), newUser()])
    const listing = await createListing(as(author))
    const { dialogId } = ListingContactAnswer.parse((await contact(reader, listing.id)).json())
    const socket = await open({ cookie: author.cookie })
    const ack = await socket.emitWithAck('message', { dialog: dialogId, cType: 1, text: 'Plain' })
    expect(ack.ok).toBe(true)
    const [plain] = await messagesOf(reader, dialogId)
    expect(plain).toMatchObject({ text: 'Plain', listing: null })
  })
})
