import { z } from 'zod'
import { Id, text } from './primitives'
import { assertDictionary, parseRef } from './ref-format'
import { IdMessage, ReferenceMessage } from './validation/keys'

/** Any well-formed reference whose numbers fit PostgreSQL integers. */
export const RefString = text({ error: ReferenceMessage.invalid }).refine(
  (value) => parseRef(value) !== null,
  {
    message: ReferenceMessage.invalid,
  },
)

/** A reference of one dictionary only: `refOf(Dictionary.user)` accepts `"202:17"`, not `"302:17"`. */
export const refOf = (dictionary: number) => {
  assertDictionary(dictionary)
  return text({ error: ReferenceMessage.invalid }).refine(
    (value) => parseRef(value)?.dictionary === dictionary,
    { message: ReferenceMessage.invalid },
  )
}

/** The id of an entity on its own (no dictionary): a positive integer (`Id`) or a UUID. */
export const EntityId = z.union([Id, z.guid({ message: IdMessage.invalid })], { error: IdMessage.invalid })
export type EntityId = z.infer<typeof EntityId>
