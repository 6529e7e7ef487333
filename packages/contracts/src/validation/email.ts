import { z } from 'zod'
import { LIMITS } from '../limits'
import { EmailMessage } from './keys'

/** SPEC 5: a standard e-mail address, trimmed, at most 254 characters. */
export const Email = z
  .string({ error: EmailMessage.invalid })
  .trim()
  .max(LIMITS.emailMax, { message: EmailMessage.invalid })
  .pipe(z.email({ message: EmailMessage.invalid }))
export type Email = z.infer<typeof Email>
