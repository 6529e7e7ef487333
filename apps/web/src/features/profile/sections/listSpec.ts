import type { ReactNode } from 'react'
import type { SafeParser } from '../../../shared/form/fieldErrors'

/**
 * What a profile list section is made of (education, degrees, labour, interests, identifiers,
 * contacts): its items, how one reads, the fields of its form and the calls that save and remove.
 * ListSection draws every one of them from this.
 */

/** The sections' i18n groups: each has title, empty, add and edit under `profile.<key>`. */
export type ListSectionKey = 'education' | 'degrees' | 'labor' | 'interests' | 'identifiers' | 'contacts'

type FieldBase<D> = {
  /** The draft's field; the schema's message for it has the same path. */
  name: keyof D & string
  label: string
  required?: boolean
  /** Spans both columns of the form. */
  wide?: boolean
  /** Takes the focus as the form opens (without one, the first field does). */
  autoFocus?: boolean
  /** Shown under the field while it has no message. */
  hint?: string | ((draft: D) => string | undefined)
  /** Shown below the field (e.g. the keywords typed, as chips). */
  after?: (draft: D) => ReactNode
}

/** One field of a list section's form. */
export type FieldSpec<D> = FieldBase<D> &
  (
    | { kind: 'text'; minRows?: number /** Digits only, at most this many (a year). */; digits?: number }
    /** A date; blank and disabled while the `offWhen` switch is on ("until now"). */
    | { kind: 'date'; offWhen?: keyof D & string }
    /** A value of a long catalogue, found by typing; `within` names the field holding its parent (a city's country). */
    | { kind: 'catalogue'; cls: number; within?: keyof D & string }
    /** A value of a short catalogue, as a select. */
    | { kind: 'select'; cls: number; only?: readonly string[]; clearable?: boolean }
    /** An organization's name, with suggestions. */
    | { kind: 'organization' }
    | { kind: 'checkbox' }
  )

export type ListSectionSpec<Item extends { id: number }, Draft extends object, Parsed> = {
  key: ListSectionKey
  icon: ReactNode
  items: readonly Item[]
  /** A short name of an item for the edit and delete buttons ("Edit: MSU"). */
  itemName: (item: Item) => string
  view: (item: Item) => ReactNode
  /** The contracts schema an item's form must pass. */
  schema: SafeParser<Parsed>
  /** The form's draft for a new (null) or existing item. */
  draftOf: (item: Item | null) => Draft
  /** What the schema checks, from the draft (e.g. blank texts to null). */
  toInput?: (draft: Draft) => unknown
  fields: readonly FieldSpec<Draft>[]
  /** Adds (item null) or changes an item; the profile is read again afterwards. */
  save: (input: Parsed, item: Item | null) => Promise<unknown>
  remove: (item: Item) => Promise<unknown>
}
