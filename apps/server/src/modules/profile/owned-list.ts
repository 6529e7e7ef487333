import type { Locale, ValidationIssue } from '@nauka/contracts'
import type { Db } from '../../db/client'
import type { OwnedRows } from '../../db/owned-rows.queries'
import { NotFoundError, ValidationError } from '../../platform/errors'
import { assertCanEditProfile, type Viewer } from './profile.policy'

/** One list section of a profile (labour activity, education, degrees, contacts, interests). */
export interface ListSection<Input, Values, Item> {
  rows: OwnedRows<Values>
  /** The owner's items in the section's order, presented; only the item `id` when given. */
  load(db: Db, userId: number, id?: number): Promise<Item[]>
  /**
   * Checks the input (catalogue references, places; refusals name their fields after `at`, `0.` for
   * the first item of a whole list) and answers how to make the row's values inside the write's
   * transaction, so a refused write leaves no organization or keyword behind. The check runs
   * before the transaction: the catalogue is read through its own connection, which PGlite (one
   * connection) cannot serve while a transaction holds it.
   */
  prepare(input: Input, locale: Locale, at: string): Promise<(tx: Db) => Promise<Values>>
}

const itemNotFound = () => new NotFoundError('profile.itemNotFound')

/**
 * What every list section does, written once: only the owner writes, an item of another user is
 * as good as missing (404), and each write answers the item as it is now stored.
 */
export class OwnedList<Input, Values, Item> {
  constructor(
    private readonly db: Db,
    private readonly section: ListSection<Input, Values, Item>,
  ) {}

  list(userId: number): Promise<Item[]> {
    return this.section.load(this.db, userId)
  }

  async add(viewer: Viewer, userId: number, input: Input, locale: Locale): Promise<Item> {
    assertCanEditProfile(viewer, userId)
    const values = await this.section.prepare(input, locale, '')
    const id = await this.db.transaction(async (tx) => this.section.rows.insert(tx, userId, await values(tx)))
    return this.item(userId, id)
  }

  async change(viewer: Viewer, userId: number, id: number, input: Input, locale: Locale): Promise<Item> {
    assertCanEditProfile(viewer, userId)
    const values = await this.section.prepare(input, locale, '')
    const changed = await this.db.transaction(async (tx) =>
      this.section.rows.update(tx, userId, id, await values(tx)),
    )
    if (!changed) throw itemNotFound()
    return this.item(userId, id)
  }

  async remove(viewer: Viewer, userId: number, id: number): Promise<void> {
    assertCanEditProfile(viewer, userId)
    if (!(await this.section.rows.delete(this.db, userId, id))) throw itemNotFound()
  }

  /**
   * The whole list in one transaction: items with an id are updated, the others added, the stored
   * ones missing from the list deleted. Every invalid item is reported before anything is written.
   */
  async replace(
    viewer: Viewer,
    userId: number,
    items: (Input & { id?: number })[],
    locale: Locale,
  ): Promise<Item[]> {
    assertCanEditProfile(viewer, userId)
    const { rows } = this.section
    const values = await this.prepareAll(items, locale)
    await this.db.transaction(async (tx) => {
      await rows.deleteExcept(
        tx,
        userId,
        items.flatMap((item) => item.id ?? []),
      )
      for (const [i, item] of items.entries()) {
        const value = await (values[i] as (tx: Db) => Promise<Values>)(tx)
        if (item.id === undefined) await rows.insert(tx, userId, value)
        else if (!(await rows.update(tx, userId, item.id, value))) throw itemNotFound()
      }
    })
    return this.list(userId)
  }

  private async prepareAll(items: Input[], locale: Locale): Promise<((tx: Db) => Promise<Values>)[]> {
    const values: ((tx: Db) => Promise<Values>)[] = []
    const issues: ValidationIssue[] = []
    for (const [i, item] of items.entries()) {
      try {
        values.push(await this.section.prepare(item, locale, `${i}.`))
      } catch (err) {
        if (!(err instanceof ValidationError)) throw err
        issues.push(...(err.options.validationErrors ?? []))
      }
    }
    if (issues.length > 0) throw new ValidationError(issues)
    return values
  }

  private async item(userId: number, id: number): Promise<Item> {
    const [item] = await this.section.load(this.db, userId, id)
    if (!item) throw itemNotFound()
    return item
  }
}
