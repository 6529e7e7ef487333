import type { ErrorMessage } from '../../api/errorText'

/** How long "send the link again" rests after a mail went out, so an inbox is not flooded. */
export const RESEND_COOLDOWN_MS = 60_000

/**
 * Sending the verification link again (registration step 3, a 1110 sign-in, a dead verify link).
 * `availableAt` is when the next request may go; the server's Retry-After moves it later.
 */
export type ResendState = { busy: boolean; availableAt: number; sent: boolean; error: ErrorMessage | null }

export type ResendEvent =
  | { type: 'requested' }
  | { type: 'sent'; at: number }
  | { type: 'failed'; error: ErrorMessage; at: number; retryAfterSeconds?: number | undefined }

/** `sentAt`: a mail that already went out (with the registration), which starts the rest. */
export const initialResendState = (sentAt?: number): ResendState => ({
  busy: false,
  availableAt: sentAt === undefined ? 0 : sentAt + RESEND_COOLDOWN_MS,
  sent: false,
  error: null,
})

export const nextResendState = (state: ResendState, event: ResendEvent): ResendState => {
  switch (event.type) {
    case 'requested':
      return { ...state, busy: true, sent: false, error: null }
    case 'sent':
      return { busy: false, availableAt: event.at + RESEND_COOLDOWN_MS, sent: true, error: null }
    // A rate-limited request waits as long as the server asked; other failures may retry at once.
    case 'failed':
      return {
        busy: false,
        sent: false,
        error: event.error,
        availableAt:
          event.retryAfterSeconds === undefined
            ? state.availableAt
            : Math.max(state.availableAt, event.at + event.retryAfterSeconds * 1000),
      }
  }
}

/** Whole seconds until the link may be sent again; 0 when it may be sent now. */
export const resendWaitSeconds = (state: ResendState, now: number): number =>
  Math.max(0, Math.ceil((state.availableAt - now) / 1000))
