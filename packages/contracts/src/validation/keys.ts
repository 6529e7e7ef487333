/**
 * i18n keys of every validation message. Schemas carry these keys, never display text: the web
 * app and the server translate them with their own `ru`/`en` dictionaries.
 */

/** SPEC 5: shown under a non-empty, invalid e-mail field. */
export const EmailMessage = { invalid: 'profile.email.error' } as const

/** SPEC 5: one key per password rule, so a form can list exactly which rules fail. */
export const PasswordMessage = {
  minLength: 'auth.password.tooShort',
  latinOnly: 'auth.password.latinOnly',
  lowercase: 'auth.password.noLowercase',
  uppercase: 'auth.password.noUppercase',
  digit: 'auth.password.noDigit',
  special: 'auth.password.noSpecial',
} as const
export type PasswordRule = keyof typeof PasswordMessage

/** Not a SPEC rule but a guard: hashing megabyte-long passwords would be a cheap denial of service. */
export const PasswordLimitMessage = { tooLong: 'auth.password.tooLong' } as const

/** SPEC 5: password and confirmation must match. */
export const PasswordConfirmationMessage = { mismatch: 'auth.password.mismatch' } as const

/** SPEC 5, 8: group chat messages (name too short, no member, image too large). */
export const GroupChatMessage = {
  nameTooShort: 'chat.group.nameTooShort',
  noMember: 'chat.group.noMember',
  imageTooLarge: 'chat.group.imageTooLarge',
  imageType: 'chat.group.imageType',
} as const

/** A chat message goes to a chat or to a person: exactly one of the two. */
export const MessageTargetMessage = { eitherOne: 'chat.message.target' } as const

/** SPEC 5: attachments of chat messages and posts. */
export const AttachmentMessage = {
  tooMany: 'validation.attachments.tooMany',
  tooLarge: 'validation.attachments.tooLarge',
  unsupported: 'validation.attachments.unsupported',
  duplicate: 'validation.attachments.duplicate',
} as const

/** SPEC 5: search keywords and the date errors of the detailed search. */
export const SearchMessage = {
  /** A saved-search change that changes nothing. */
  nothingToChange: 'search.saved.empty',
  tooManyKeywords: 'search.keywords.tooMany',
  invalidDate: 'search.date.invalid',
  dateAboveMax: 'search.date.aboveMax',
  dateBelowMin: 'search.date.belowMin',
} as const

/** SPEC 5: English name fields accept Latin characters only. */
export const LatinNameMessage = { latinOnly: 'validation.latinOnly' } as const

/** SPEC 9: dates travel as YYYY-MM-DD; a period ends after it starts; a birth date is a plausible past day. */
export const DateMessage = {
  invalid: 'validation.date.invalid',
  order: 'validation.date.order',
  outOfRange: 'validation.date.outOfRange',
} as const

/** SPEC 3: identifier systems (38:n) whose values have a checkable format. */
export const IdentifierMessage = {
  orcid: 'validation.identifier.orcid',
  researcherId: 'validation.identifier.researcherId',
  spin: 'validation.identifier.spin',
  isbn: 'validation.identifier.isbn',
  issn: 'validation.identifier.issn',
  doi: 'validation.identifier.doi',
} as const

/** SPEC 3, 5: profile fields whose format is checked (phone, nickname, links, years, keywords). */
export const ProfileMessage = {
  phone: 'validation.phone.invalid',
  nickname: 'validation.nickname.invalid',
  url: 'validation.url.invalid',
  year: 'validation.year.invalid',
  addressType: 'validation.address.type',
  keywordsTooMany: 'profile.keywords.tooMany',
  contactValue: 'validation.required.contact.value',
  authorFirstName: 'validation.required.author.firstName',
  authorLastName: 'validation.required.author.lastName',
} as const

/** Avatar and banner uploads: png, jpg or webp, at most 10 MB, one readable image. */
export const ProfileImageMessage = {
  tooLarge: 'profile.image.tooLarge',
  type: 'profile.image.type',
  unreadable: 'profile.image.unreadable',
  missing: 'profile.image.missing',
  notMultipart: 'profile.image.notMultipart',
} as const

/** SPEC 3: a follow record changes the subscription, the block, or both (never to both on). */
export const FollowMessage = {
  nothingToChange: 'validation.follow.empty',
  subscribeAndBlock: 'validation.follow.subscribeAndBlock',
} as const

/** SPEC 5 leaves comment rules open: a comment has text. */
export const CommentMessage = { textRequired: 'validation.required.comment.text' } as const

/** DESIGN: references are `"<dictionary>:<id>"` strings. */
export const ReferenceMessage = { invalid: 'validation.reference.invalid' } as const

/** Numeric ids are PostgreSQL `integer`s: not a positive whole number, or beyond 2^31 - 1, names nothing. */
export const IdMessage = { invalid: 'validation.id.invalid', tooLarge: 'validation.id.tooLarge' } as const

/** PostgreSQL text cannot hold U+0000, nor UTF-8 a lone UTF-16 surrogate: such a text is refused. */
export const TextMessage = { unstorable: 'validation.text.unstorable' } as const

/** The publication form and the uploads list beyond SPEC 5's required fields. */
export const PublicationMessage = {
  authorName: 'validation.publication.authorName',
  singleItem: 'validation.upload.singleItem',
  duplicateFile: 'validation.upload.duplicateFile',
  badFilter: 'validation.upload.badFilter',
} as const

/** Issue 18: groups, events and the marketplace, beyond their required fields. */
export const SectionMessage = {
  groupNameTooShort: 'validation.group.nameTooShort',
  eventEndBeforeStart: 'validation.event.endBeforeStart',
  eventDeadlineAfterEnd: 'validation.event.deadlineAfterEnd',
  eventNoPlace: 'validation.event.noPlace',
  eventTimeZone: 'validation.event.timeZone',
  eventTooLong: 'validation.event.tooLong',
  eventInPlatformCapacity: 'validation.event.inPlatformCapacity',
  listingPrice: 'validation.listing.price',
  listingNoPlace: 'validation.listing.noPlace',
  nothingToChange: 'validation.section.nothingToChange',
} as const

/** SPEC 5: the fields that have a required-field message. */
export const REQUIRED = {
  qualification: 'validation.required.education.qualification',
  institution: 'validation.required.education.institution',
  degreeName: 'validation.required.degree.name',
  degreeDate: 'validation.required.degree.date',
  organization: 'validation.required.labor.organization',
  position: 'validation.required.labor.position',
  identifier: 'validation.required.identifier',
  publicationType: 'validation.required.publication.type',
  publicationLanguage: 'validation.required.publication.language',
  accessLevel: 'validation.required.publication.accessLevel',
  publicationName: 'validation.required.publication.name',
  keywords: 'validation.required.publication.keywords',
  authors: 'validation.required.publication.authors',
  place: 'validation.required.publication.place',
  postTitle: 'validation.required.post.title',
  postText: 'validation.required.post.text',
  groupName: 'validation.required.group.name',
  eventTitle: 'validation.required.event.title',
  eventStart: 'validation.required.event.start',
  eventEnd: 'validation.required.event.end',
  listingTitle: 'validation.required.listing.title',
  listingDescription: 'validation.required.listing.description',
} as const
export type RequiredField = keyof typeof REQUIRED

/** Every validation key, so both locale files can be checked for completeness. */
export const VALIDATION_KEYS = [
  ...Object.values(EmailMessage),
  ...Object.values(PasswordMessage),
  ...Object.values(PasswordLimitMessage),
  ...Object.values(PasswordConfirmationMessage),
  ...Object.values(GroupChatMessage),
  ...Object.values(MessageTargetMessage),
  ...Object.values(AttachmentMessage),
  ...Object.values(SearchMessage),
  ...Object.values(LatinNameMessage),
  ...Object.values(DateMessage),
  ...Object.values(IdentifierMessage),
  ...Object.values(ProfileMessage),
  ...Object.values(ProfileImageMessage),
  ...Object.values(FollowMessage),
  ...Object.values(ReferenceMessage),
  ...Object.values(IdMessage),
  ...Object.values(TextMessage),
  ...Object.values(CommentMessage),
  ...Object.values(PublicationMessage),
  ...Object.values(SectionMessage),
  ...Object.values(REQUIRED),
] as const
export type ValidationKey = (typeof VALIDATION_KEYS)[number]
