import { type GroupCard, mayInGroup } from '@nauka/contracts'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../api/api'
import { eventKeys } from './events.keys'

/** The most groups a person is asked to choose among. */
const GROUPS_MAX = 100

/** The groups the reader may name as an event's organiser: those they own or moderate. */
export const organisable = (groups: readonly GroupCard[]): GroupCard[] =>
  groups.filter((group) => mayInGroup(group.me.role, 'postAsGroup'))

export const useOrganisableGroups = (enabled: boolean) =>
  useQuery({
    queryKey: eventKeys.organisable,
    enabled,
    queryFn: async ({ signal }) =>
      organisable(
        (await api.groups.list({ query: { mine: true, page: 1, pageSize: GROUPS_MAX }, signal })).elements,
      ),
  })
