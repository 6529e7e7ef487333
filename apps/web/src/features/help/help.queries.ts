import { useQuery } from '@tanstack/react-query'
import { api } from '../../api/api'

export const helpKeys = { instance: ['instance'] as const }

/** The Operator's contact (`GET /api/core/settings/instance`): the legal documents point to it. */
export const useInstanceInfo = () =>
  useQuery({
    queryKey: helpKeys.instance,
    staleTime: 60 * 60_000,
    queryFn: ({ signal }) => api.catalog.instance({ signal }),
  })
