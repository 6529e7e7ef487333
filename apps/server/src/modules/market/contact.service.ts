import {
  GeneralErrorCode,
  type ListingContact,
  type ListingContactAnswer,
  type Locale,
  localeOf,
  MessageType,
} from '@nauka/contracts'
import type { RequestUser } from '../../platform/auth-guard'
import { AppError } from '../../platform/errors'
import { translate } from '../../platform/i18n/messages'
import type { MessagesService } from '../chat/messages.service'
import type { ListingsService } from './listings.service'
import { contactRefusal } from './market.policy'

export interface ContactDeps {
  listings: Pick<ListingsService, 'readable'>
  /** The chat's messages: the personal chat is found or made there, and the message pushed live. */
  chat: Pick<MessagesService, 'send'>
}

const DEFAULT_TEXT = 'market.contact.default'

/** "Write to the author": a message about the listing in the personal chat of the two. */
export class ContactService {
  constructor(private readonly deps: ContactDeps) {}

  /**
   * `POST /market/listings/{id}/contact`: 404 when the reader may not read the listing, 409 for
   * their own or one that is not open; the chat's own refusals (a block, the author's privacy)
   * stand as they are. Without words of the reader's, a greeting naming the listing is sent in
   * their account's language.
   */
  async contact(
    reader: RequestUser,
    locale: Locale,
    listingId: number,
    body: ListingContact,
  ): Promise<ListingContactAnswer> {
    const listing = await this.deps.listings.readable(reader, listingId)
    const refusal = contactRefusal(reader, listing)
    if (refusal) throw new AppError(GeneralErrorCode.Conflict, { messageKey: refusal })
    // The reader's interface language is their account's; the browser's header may say otherwise.
    const text = body.text || translate(localeOf(reader.lang), DEFAULT_TEXT, { title: listing.title })
    const message = await this.deps.chat.send(
      reader.id,
      locale,
      { interlocutor: listing.authorId, cType: MessageType.TextMessage, text, files: [] },
      { listingId },
    )
    return { dialogId: message.dialogId, messageId: message.id }
  }
}
