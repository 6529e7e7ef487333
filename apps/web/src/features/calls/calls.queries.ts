import type { CallInfo } from '@nauka/contracts'
import { type QueryClient, useQuery } from '@tanstack/react-query'
import { ApiError } from '../../api/ApiError'
import { api } from '../../api/api'
import { isCallOver } from './model'

export const callKeys = {
  all: ['calls'] as const,
  ofDialog: (dialogId: number) => ['calls', 'dialog', dialogId] as const,
}

/** The call going on in a dialog, or null (the server answers 404 when there is none). */
const fetchDialogCall = async (dialogId: number, signal: AbortSignal): Promise<CallInfo | null> => {
  try {
    return await api.calls.ofDialog({ params: { dialogId }, signal })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/**
 * A dialog's call for its header (the "Join call" button), kept current by the `call` events.
 * Asked only while the dialog says a call goes on (its `activeCall`): most dialogs have none.
 */
export const useDialogCall = (dialogId: number, ongoing: boolean) => {
  const query = useQuery({
    queryKey: callKeys.ofDialog(dialogId),
    queryFn: ({ signal }) => fetchDialogCall(dialogId, signal),
    enabled: ongoing,
    staleTime: 30_000,
  })
  return ongoing ? (query.data ?? null) : null
}

/** A `call` event is the dialog's call as it now is; an ended call is no call. */
export const cacheDialogCall = (client: QueryClient, call: CallInfo) => {
  client.setQueryData(callKeys.ofDialog(call.dialogId), isCallOver(call) ? null : call)
}
