import { AccessLevel, Dictionary, refId } from '@nauka/contracts'

const OPEN = refId(AccessLevel.Open, Dictionary.accessLevel) as number

/**
 * What a new access level does to an item's deleted record (`deletedRecord` persistent): an item
 * harvesters could see (59:1) that stops being open is buried, one that becomes open again is
 * revived (its live record replaces the deleted one); an item never open is nothing to them.
 */
export type TombstoneChange = 'bury' | 'revive' | 'none'

/** `before` is null when the item is published for the first time. */
export function tombstoneChange(before: number | null, after: number): TombstoneChange {
  if (after === OPEN) return before === OPEN ? 'none' : 'revive'
  return before === OPEN ? 'bury' : 'none'
}
