import {
  SEARCH_LIMITS,
  type SearchHit,
  type SearchSuggestion,
  SettingsAccess,
  SettingsElementRef,
  type SettingsModel,
} from '@nauka/contracts'
import type { Db } from '../../db/client'
import { audienceOf } from '../profile/profile.policy'
import { visibilityOf } from '../profile/profile-visibility'
import { prepareNameMatching } from './author-match.queries'
import { presentPersonHit, presentPersonSuggestion } from './people.present'
import {
  countPeopleRows,
  findCurrentPlaces,
  findFollowsWith,
  findInterestTerms,
  findPeopleRows,
  type PeopleQuery,
  type PersonRow,
} from './people.queries'
import type { PeopleSearch } from './search.service'

export interface PeopleSearchDeps {
  /** The privacy settings' model (its defaults decide what an untouched profile shows). */
  settingsModel: () => SettingsModel
}

const NO_ONE = { subscribed: false, blocked: false }

/**
 * People, the third kind of result (issue 15): found by name in any script with typos forgiven, or
 * by science interests. Visitors find nobody, as profiles answer visitors with 401; a reader never
 * finds a disabled user or someone blocked either way, and sees of a profile hidden from them only
 * the name and the avatar. Each call sets the name matching of its transaction itself.
 */
export class PeopleSearchService implements PeopleSearch {
  constructor(private readonly deps: PeopleSearchDeps) {}

  async count(tx: Db, query: PeopleQuery, readerId: number | null): Promise<number> {
    if (readerId === null) return 0
    await prepareNameMatching(tx)
    return countPeopleRows(tx, query, readerId, this.openByDefault())
  }

  async search(
    tx: Db,
    query: PeopleQuery,
    readerId: number | null,
    page: { limit: number; offset: number },
  ): Promise<SearchHit[]> {
    if (readerId === null) return []
    await prepareNameMatching(tx)
    const rows = await findPeopleRows(tx, query, readerId, this.openByDefault(), page)
    const ids = rows.map((row) => row.userId)
    const [relations, places, interests] = [
      await findFollowsWith(tx, readerId, ids),
      await findCurrentPlaces(tx, ids),
      await findInterestTerms(tx, ids),
    ]
    const typed = [query.author, query.message].filter(Boolean).join(' ')
    return rows.map((row) =>
      presentPersonHit(
        row,
        {
          visibility: this.visibility(row, readerId, relations),
          place: places.get(row.userId) ?? null,
          interests: interests.get(row.userId) ?? [],
        },
        typed,
      ),
    )
  }

  /** Names that match what is typed so far, the closest first. */
  async suggest(tx: Db, q: string, readerId: number | null): Promise<SearchSuggestion[]> {
    if (readerId === null) return []
    await prepareNameMatching(tx)
    const rows = await findPeopleRows(tx, { author: q }, readerId, this.openByDefault(), {
      limit: SEARCH_LIMITS.suggestionsMax,
      offset: 0,
    })
    return rows.map(presentPersonSuggestion)
  }

  private visibility(
    row: PersonRow,
    readerId: number,
    relations: Awaited<ReturnType<typeof findFollowsWith>>,
  ) {
    const mutual = {
      out: { ...NO_ONE, subscribed: relations.readerFollows.has(row.userId) },
      in: { ...NO_ONE, subscribed: relations.followReader.has(row.userId) },
    }
    return visibilityOf(
      this.deps.settingsModel(),
      row.settings,
      audienceOf({ id: readerId }, row.userId, mutual),
    )
  }

  /** Whether a profile that never changed its visibility is open to every signed-in reader. */
  private openByDefault(): boolean {
    const element = this.deps
      .settingsModel()
      .forms.flatMap((form) => form.elements)
      .find((e) => e.uref === SettingsElementRef.ProfileVisibility)
    const level = element?.default ?? SettingsAccess.Everyone
    return level === SettingsAccess.Everyone || level === SettingsAccess.Registered
  }
}
