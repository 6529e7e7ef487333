import userEvent, { type UserEvent } from '@testing-library/user-event'

type Options = Parameters<typeof userEvent.setup>[0]

/**
 * A person at the keyboard and mouse. user-event pauses for a timer turn after every key and click
 * by default; the pause proves nothing here (React settles in `act` either way) and a loaded
 * machine stretches each one, so it is off.
 */
export const setupUser = (options: Options = {}): UserEvent => userEvent.setup({ delay: null, ...options })
