import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits, URL-safe: session tokens and mailed keys. */
export const newSecret = (): string => randomBytes(32).toString('base64url')

/** Only hashes of secrets are stored, so a database leak reveals no usable token. */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex')

/** A short random id (auth session ids, tab ids). */
export const newId = (bytes = 12): string => randomBytes(bytes).toString('base64url')
