import { SettingsElementRef, type SettingsSet } from '@nauka/contracts'
import type { Db } from '../../db/client'
import type { CatalogService } from '../catalog/catalog.service'
import type { FollowService } from '../follow/follow.service'
import { effectiveSettings } from './profile-settings'
import { mayComment, mayMessage, needsRelation, type Relation } from './settings.policy'
import { findStoredSettings, findUsersWithSwitchOn } from './settings.queries'

export interface UserSettingsDeps {
  db: Db
  catalog: Pick<CatalogService, 'settingsModel'>
  follows: Pick<FollowService, 'mutualStates'>
}

/** Told of a user's settings change, with the elements that changed and their new values. */
export type SettingsListener = (userId: number, changed: SettingsSet) => void

const NO_RELATION: Relation = { followsOwner: false, followedByOwner: false }

/**
 * The privacy and notification settings as the modules that act on them read them (chat, comments,
 * presence, notifications). Nothing is cached: a read is one primary-key lookup of one column per
 * batch of users (each action reads once, for all the users it concerns), which costs less than
 * keeping a cache correct across server processes; the follows are read only for the two levels
 * that depend on them.
 */
export class UserSettingsService {
  private readonly listeners: SettingsListener[] = []

  constructor(private readonly deps: UserSettingsDeps) {}

  /** Every setting of each user: the model's defaults overlaid with what they changed. */
  async of(userIds: number[]): Promise<Map<number, SettingsSet>> {
    const ids = [...new Set(userIds)]
    const stored = await findStoredSettings(this.deps.db, ids)
    const model = this.deps.catalog.settingsModel(1)
    return new Map(ids.map((id) => [id, effectiveSettings(model, stored.get(id) ?? {})]))
  }

  /**
   * Of `recipientIds`, those whose "who can send me messages" (132:13) leaves `senderId` out.
   * `known`: their settings, when the caller has read them already.
   */
  refusingMessages(
    senderId: number,
    recipientIds: number[],
    known?: Map<number, SettingsSet>,
  ): Promise<Set<number>> {
    return this.refusing(SettingsElementRef.WhoCanMessage, mayMessage, senderId, recipientIds, known)
  }

  /** Whether the author's "who can comment on my posts" (132:14) leaves `commenterId` out. */
  async refusesComment(commenterId: number, authorId: number): Promise<boolean> {
    const refusing = await this.refusing(SettingsElementRef.WhoCanComment, mayComment, commenterId, [
      authorId,
    ])
    return refusing.has(authorId)
  }

  /** Of the users, those who hide their online status (132:15). */
  async hidingStatus(userIds: number[]): Promise<Set<number>> {
    const settings = await this.of(userIds)
    return new Set(
      [...settings].filter(([, s]) => s[SettingsElementRef.ShowOnlineStatus] === false).map(([id]) => id),
    )
  }

  /**
   * The users who switched on an element that is off by default, such as the news digest (132:25).
   * Only a stored change can turn such a switch on, so the stored settings are all there is to read.
   */
  switchedOn(ref: SettingsElementRef): Promise<number[]> {
    return findUsersWithSwitchOn(this.deps.db, ref)
  }

  /** Calls `listener` after every change of anyone's settings (in this process). */
  onChange(listener: SettingsListener): void {
    this.listeners.push(listener)
  }

  /** The profile module tells of a change it stored. */
  changed(userId: number, update: SettingsSet): void {
    for (const listener of this.listeners) listener(userId, update)
  }

  /** Of the owners, those whose privacy level `ref` does not admit `actorId`; an owner admits themself. */
  private async refusing(
    ref: SettingsElementRef,
    decide: (level: unknown, relation: Relation) => boolean,
    actorId: number,
    ownerIds: number[],
    known?: Map<number, SettingsSet>,
  ): Promise<Set<number>> {
    const owners = [...new Set(ownerIds)].filter((id) => id !== actorId)
    const settings = known ?? (await this.of(owners))
    const refusing = new Set<number>()
    for (const ownerId of owners) {
      const level = settings.get(ownerId)?.[ref]
      const relation = needsRelation(level) ? await this.relation(ownerId, actorId) : NO_RELATION
      if (!decide(level, relation)) refusing.add(ownerId)
    }
    return refusing
  }

  private async relation(ownerId: number, otherId: number): Promise<Relation> {
    const states = await this.deps.follows.mutualStates(otherId, ownerId)
    return { followsOwner: states.out.subscribed, followedByOwner: states.in.subscribed }
  }
}
