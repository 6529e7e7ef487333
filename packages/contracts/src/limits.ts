/** Bytes in a megabyte as SPEC 9 counts them (binary: 2 MB = 2 × 1024 × 1024 bytes). */
export const BYTES_PER_MB = 1024 * 1024

/** SPEC 9: business limits. */
export const LIMITS = {
  /** Toasts visible at once (bottom right). */
  maxToasts: 4,
  /** Characters of a group chat name, after trimming. */
  groupNameMin: 3,
  groupImageMaxBytes: 2 * BYTES_PER_MB,
  /** Files attached to one chat message or post. */
  attachmentsMaxFiles: 10,
  attachmentsMaxTotalBytes: 100 * BYTES_PER_MB,
  /** Issue 14: one publication file, uploaded resumably (tus). */
  publicationFileMaxBytes: 2048 * BYTES_PER_MB,
  passwordMin: 8,
  /** Not in SPEC 9: longer passwords are refused before hashing. */
  passwordMax: 128,
  /** Words in the keywords field of the search. */
  searchKeywordsMax: 5,
  /** Not in SPEC 9: the longest address RFC 5321 lets through. */
  emailMax: 254,
} as const

/** SPEC 3, 9: dates on the wire (startWork, endWork, search periods). */
export const DATE_FORMAT = 'YYYY-MM-DD'

/** SPEC 5: a group image is png, jpg or jpeg (`image/jpg` is a non-standard alias some clients send). */
export const GROUP_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/jpg'] as const
export const GROUP_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const

/**
 * Avatar and banner uploads: png, jpg or webp up to 10 MB; the server re-encodes them as webp at
 * these sizes (cover crop) and never keeps or serves the original.
 */
export const PROFILE_IMAGE = {
  maxBytes: 10 * BYTES_PER_MB,
  mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
  avatar: { width: 400, height: 400 },
  banner: { width: 1500, height: 500 },
} as const
export type ProfileImageKind = 'avatar' | 'banner'

/** Bounds of profile fields (SPEC 5 leaves them open; these keep rows and pages reasonable). */
export const PROFILE_LIMITS = {
  nameMax: 100,
  textMax: 300,
  dscMax: 2000,
  contactMax: 300,
  keywordMax: 100,
  keywordsPerInterest: 30,
  /** Items of one list in a profile (education, degrees, contacts …). */
  itemsMax: 50,
  identifierMax: 200,
  /** Oldest accepted birth date and degree year. */
  minYear: 1900,
  /** Follow records changed by one request. */
  followBatchMax: 100,
  /** Results of the organization and author lookups. */
  lookupPageMax: 50,
} as const
