import { InstanceInfo } from '@nauka/contracts'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../api/client'

export const helpKeys = { instance: ['instance'] as const }

/** The Operator's contact (`GET /api/core/settings/instance`): the legal documents point to it. */
export const useInstanceInfo = () =>
  useQuery({
    queryKey: helpKeys.instance,
    staleTime: 60 * 60_000,
    queryFn: ({ signal }) => apiRequest('/api/core/settings/instance', { schema: InstanceInfo, signal }),
  })
