import {
  GeneralErrorCode,
  Lang,
  type LangId,
  type Locale,
  type MutualStates,
  type Profile,
  type ProfileInfo,
  type ProfileInfoUpdate,
  type SettingsSet,
  type UserInfo,
  type UserPrefs,
} from '@nauka/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { AppError, NotFoundError, ValidationError } from '../../platform/errors'
import { translate } from '../../platform/i18n/messages'
import type { CatalogService } from '../catalog/catalog.service'
import type { UserSummary } from '../follow/follow.present'
import type { FollowService } from '../follow/follow.service'
import { profileNameKey } from '../search/people.name-key'
import { type AuthorRow, findAuthorsOfUser, findIdentifiersOf } from './authors.queries'
import { findKeywords } from './lookup.queries'
import { assertCanEditProfile, audienceOf, canSeeSettings, type Viewer } from './profile.policy'
import { fullNameEnOf, fullNameOf, imageUrl, keywordsMapOf, presentAuthor } from './profile.present'
import {
  findAccountWithProfile,
  findProfile,
  findProfiles,
  type ProfileValues,
  setProfileNameKey,
  upsertProfile,
} from './profile.queries'
import { loadLists } from './profile-lists.load'
import { findInterestKeywordIds } from './profile-lists.queries'
import { effectiveSettings, settingsIssues } from './profile-settings'
import {
  buildProfile,
  buildProfileInfo,
  buildUserInfo,
  EMPTY_LISTS,
  type ProfileLists,
  type ProfileParts,
  refsOf,
} from './profile-view'
import { type Visibility, visibilityOf } from './profile-visibility'
import { UserSettingsService } from './settings.service'

/** The auth module's users, as the profile module may read them. */
export interface UserDirectory {
  findUser(
    id: number,
  ): Promise<{ id: number; email: string | null; lang: number; disabled: boolean } | undefined>
  activeUserIds(ids: number[]): Promise<number[]>
  /** The language lives on the account (it also decides the language of mails). */
  setLang(id: number, lang: LangId): Promise<void>
}

export interface ProfileDeps {
  db: Db
  users: UserDirectory
  catalog: CatalogService
  follows: FollowService
}

type InfoUpdate = z.output<typeof ProfileInfoUpdate>

const NO_FOLLOW = { subscribed: false, blocked: false }
/** A visitor's relation to anyone: none. */
const NO_RELATION: MutualStates = { out: NO_FOLLOW, in: NO_FOLLOW }

/** A cleared form field (null or blank) is stored as null; text is stored trimmed. */
const cleaned = (value: string | null | undefined) => (value == null ? value : value.trim() || null)

/** Profiles: reading own and foreign ones, the main fields, settings and preferences (SPEC 3, 7). */
export class ProfileService {
  /** The settings as other modules read them (who may message or comment, presence, notifications). */
  readonly settings: UserSettingsService

  constructor(private readonly deps: ProfileDeps) {
    this.settings = new UserSettingsService(deps)
  }

  async me(userId: number, locale: Locale): Promise<UserInfo> {
    const base = await this.base({ id: userId }, userId)
    return buildUserInfo(await this.withTerms(base, EMPTY_LISTS, locale), base.lang)
  }

  async info(viewer: Viewer, userId: number, locale: Locale): Promise<ProfileInfo> {
    return buildProfileInfo(await this.withTerms(await this.base(viewer, userId), EMPTY_LISTS, locale))
  }

  async full(viewer: Viewer, userId: number, locale: Locale): Promise<Profile> {
    // The keywords come with the interests of the lists: reading them again for the base would be
    // one or two more statements per page, and a hidden profile shows none.
    const base = await this.base(viewer, userId, false)
    if (!base.visibility.profile)
      return buildProfile(await this.withTerms(base, EMPTY_LISTS, locale), EMPTY_LISTS)
    const { keywordTerms, ...lists } = await this.lists(userId, base.visibility)
    const parts = await this.withTerms({ ...base, keywordsMap: keywordsMapOf(keywordTerms) }, lists, locale)
    return buildProfile(parts, lists)
  }

  /** SPEC 7 `POST /user_profile/info`: the own main fields; answers the new own info. */
  async updateInfo(viewerId: number, body: InfoUpdate, locale: Locale): Promise<UserInfo> {
    await this.deps.catalog.refs.require([{ field: 'gender', ref: body.gender }], locale)
    const values: ProfileValues = {}
    for (const key of Object.keys(body) as (keyof InfoUpdate)[]) {
      const value = cleaned(body[key])
      if (value !== undefined) values[key] = value
    }
    try {
      // In one transaction: the upsert's row lock keeps a concurrent change from keying stale names.
      await this.deps.db.transaction(async (tx) => {
        const row = await upsertProfile(tx, viewerId, values)
        const key = profileNameKey(row)
        if (key !== row.nameKey) await setProfileNameKey(tx, viewerId, key)
      })
    } catch (err) {
      if (isUniqueViolation(err))
        throw new AppError(GeneralErrorCode.Conflict, { messageKey: 'profile.nickname.taken' })
      throw err
    }
    return this.me(viewerId, locale)
  }

  /** SPEC 7 `PATCH /user_profile/settings`: changes some elements; answers every setting. */
  async updateSettings(viewerId: number, update: SettingsSet, locale: Locale): Promise<SettingsSet> {
    const model = this.deps.catalog.settingsModel(1)
    const issues = settingsIssues(model, update)
    if (issues.length > 0) {
      throw new ValidationError(
        issues.map((i) => ({ field: i.field, message: translate(locale, i.messageKey, { key: i.field }) })),
      )
    }
    const choices = Object.entries(update).filter(([, v]) => typeof v === 'string')
    await this.deps.catalog.refs.require(
      choices.map(([field, ref]) => ({ field, ref: String(ref) })),
      locale,
    )
    const stored = (await findProfile(this.deps.db, viewerId))?.settings ?? {}
    const row = await upsertProfile(this.deps.db, viewerId, { settings: { ...stored, ...update } })
    this.settings.changed(viewerId, update)
    return effectiveSettings(model, row.settings)
  }

  /** SPEC 3 user preferences: private to their owner. The theme is the profile's, the language the account's. */
  async prefs(viewerId: number, userId: number): Promise<UserPrefs> {
    assertCanEditProfile({ id: viewerId }, userId)
    const [user, row] = await Promise.all([this.requireUser(userId), findProfile(this.deps.db, userId)])
    const theme = (row?.prefs as Partial<UserPrefs> | undefined)?.theme
    return {
      ...(theme ? { theme: { kind: theme.kind } } : {}),
      lang: user.lang === Lang.en ? Lang.en : Lang.ru,
    }
  }

  /** Changes the preferences a PUT names; the others stay as they were. */
  async putPrefs(viewerId: number, userId: number, prefs: UserPrefs): Promise<UserPrefs> {
    assertCanEditProfile({ id: viewerId }, userId)
    if (prefs.theme) {
      const stored = (await findProfile(this.deps.db, userId))?.prefs ?? {}
      await upsertProfile(this.deps.db, userId, { prefs: { ...stored, theme: prefs.theme } })
    }
    if (prefs.lang) await this.deps.users.setLang(userId, prefs.lang)
    return this.prefs(viewerId, userId)
  }

  /** Names and avatars of users, for follow lists and (later) chat and feed. */
  async summaries(userIds: number[]): Promise<Map<number, UserSummary>> {
    const rows = await findProfiles(this.deps.db, userIds)
    const byId = new Map(rows.map((row) => [row.userId, row]))
    return new Map(
      userIds.map((id) => {
        const row = byId.get(id)
        return [
          id,
          {
            fullName: fullNameOf(row),
            fullNameEn: fullNameEnOf(row),
            imageUrl: imageUrl(id, 'avatar', row?.imageVersion),
          },
        ]
      }),
    )
  }

  /** What the viewer may see of a user's profile; 404 when there is no such (active) user. */
  async visibility(viewer: Viewer, userId: number): Promise<Visibility> {
    await this.requireUser(userId)
    const [row, mutual] = await Promise.all([
      findProfile(this.deps.db, userId),
      this.mutualStates(viewer, userId),
    ])
    return visibilityOf(this.deps.catalog.settingsModel(1), row?.settings, audienceOf(viewer, userId, mutual))
  }

  private mutualStates(viewer: Viewer, userId: number): Promise<MutualStates> {
    return viewer ? this.deps.follows.mutualStates(viewer.id, userId) : Promise.resolve(NO_RELATION)
  }

  async requireUser(userId: number) {
    const user = await this.deps.users.findUser(userId)
    if (!user || user.disabled) throw new NotFoundError('profile.notFound')
    return user
  }

  /** The user's authors with their identifiers (batched). */
  async authorsOf(userId: number) {
    const rows: AuthorRow[] = await findAuthorsOfUser(this.deps.db, userId)
    const identifiers = await findIdentifiersOf(
      this.deps.db,
      rows.map((r) => r.id),
    )
    return rows.map((row) => presentAuthor(row, identifiers))
  }

  private async lists(
    userId: number,
    visibility: Visibility,
  ): Promise<ProfileLists & { keywordTerms: Map<number, string> }> {
    const [lists, authors] = await Promise.all([loadLists(this.deps.db, userId), this.authorsOf(userId)])
    return { ...lists, authors, contactData: visibility.contacts ? lists.contactData : [] }
  }

  /**
   * Everything a profile answer is built from but the catalogue names, in a few batched queries;
   * `keywordsMap` is left empty without `withKeywords`.
   */
  private async base(viewer: Viewer, userId: number, withKeywords = true): Promise<Base> {
    // The account comes with the profile row and the addresses (one statement), read with the rest,
    // not before: a missing one still answers 404, after reads a page of a real user needs anyway.
    const [found, { meta, mutual }, keywordIds] = await Promise.all([
      findAccountWithProfile(this.deps.db, userId),
      this.deps.follows.profileFollows(viewer?.id ?? null, userId),
      withKeywords ? findInterestKeywordIds(this.deps.db, userId) : [],
    ])
    if (!found || found.account.disabled) throw new NotFoundError('profile.notFound')
    const { account: user, profile: row, addresses } = found
    const model = this.deps.catalog.settingsModel(1)
    const keywords = await findKeywords(this.deps.db, keywordIds)
    return {
      userId,
      lang: user.lang,
      email: user.email,
      row,
      addresses,
      keywordsMap: keywordsMapOf(new Map(keywords.map((k) => [k.id, k.term]))),
      settings: canSeeSettings(viewer, userId) ? effectiveSettings(model, row?.settings ?? {}) : undefined,
      meta,
      mutual,
      visibility: visibilityOf(model, row?.settings, audienceOf(viewer, userId, mutual)),
    }
  }

  /** Adds the names of every catalogue reference the answer will hold (one query). */
  private async withTerms(base: Base, lists: ProfileLists, locale: Locale): Promise<ProfileParts> {
    const terms = await this.deps.catalog.refs.terms(refsOf(base.row, base.addresses, lists), locale)
    return { ...base, terms }
  }
}

type Base = Omit<ProfileParts, 'terms'> & { lang: number }
