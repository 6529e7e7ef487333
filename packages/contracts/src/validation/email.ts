import { z } from 'zod'
import { LIMITS } from '../limits'
import { text } from '../primitives'
import { EmailMessage } from './keys'

/** SPEC 5: a standard e-mail address, trimmed, at most 254 characters. */
export const Email = text({ error: EmailMessage.invalid })
  .trim()
  .max(LIMITS.emailMax, { message: EmailMessage.invalid })
  .pipe(z.email({ message: EmailMessage.invalid }))
export type Email = z.infer<typeof Email>
