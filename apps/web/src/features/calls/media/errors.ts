import type { TFunction } from 'i18next'

export type MediaAccessReason = 'denied' | 'notFound' | 'inUse' | 'unknown'

/** Why the browser gave no microphone or camera, in the four cases a person can act on. */
export class MediaAccessError extends Error {
  readonly reason: MediaAccessReason

  constructor(reason: MediaAccessReason, options?: { cause?: unknown }) {
    super(`media access: ${reason}`, options)
    this.name = 'MediaAccessError'
    this.reason = reason
  }
}

const REASON_OF_DOM_ERROR: Partial<Record<string, MediaAccessReason>> = {
  NotAllowedError: 'denied',
  // An insecure page (http on another host) may not ask at all: to the person it is a refusal.
  SecurityError: 'denied',
  NotFoundError: 'notFound',
  // Chromium's old name of NotReadableError.
  TrackStartError: 'inUse',
  NotReadableError: 'inUse',
}

/** The error getUserMedia threw, as a MediaAccessError (unknown for anything unexpected). */
export const toMediaAccessError = (error: unknown): MediaAccessError => {
  if (error instanceof MediaAccessError) return error
  const name = error instanceof Error || error instanceof DOMException ? error.name : ''
  return new MediaAccessError(REASON_OF_DOM_ERROR[name] ?? 'unknown', { cause: error })
}

/** What to tell the person, in their language: what went wrong and what they can do about it. */
export const mediaErrorText = (t: TFunction, error: unknown): string =>
  t(`calls.media.error.${toMediaAccessError(error).reason}`)
