import { type CallInfo, CallPhase } from '@nauka/contracts'
import { type QueryClient, useQuery } from '@tanstack/react-query'
import { ApiError } from '../../api/ApiError'
import { api } from '../../api/api'

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

/** A dialog's call for its header (the "Join call" button), kept current by the `call` events. */
export const useDialogCall = (dialogId: number) =>
  useQuery({
    queryKey: callKeys.ofDialog(dialogId),
    queryFn: ({ signal }) => fetchDialogCall(dialogId, signal),
    staleTime: 30_000,
  })

/** A `call` event is the dialog's call as it now is; an ended call is no call. */
export const cacheDialogCall = (client: QueryClient, call: CallInfo) => {
  const over = call.status === CallPhase.Finished || call.status === CallPhase.Error
  client.setQueryData(callKeys.ofDialog(call.dialogId), over ? null : call)
}
