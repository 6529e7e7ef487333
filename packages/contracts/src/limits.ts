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
