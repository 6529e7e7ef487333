import type { CallInfo } from '@nauka/contracts'
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../api/ApiError'
import { api } from '../../api/api'
import { useCallStore } from './calls.store'
import { isCallOver } from './model'
import { mergePermits } from './permits'

export const callKeys = {
  all: ['calls'] as const,
  ofDialog: (dialogId: number) => ['calls', 'dialog', dialogId] as const,
  participants: (dialogId: number) => ['calls', 'dialog', dialogId, 'participants'] as const,
  records: (dialogId: number) => ['calls', 'records', dialogId] as const,
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

/**
 * Issue 17: everyone's permits for a manager of the call (the broadcast hides them), asked when the
 * participants panel opens; `callPermits` events keep them current after that.
 */
export const useParticipantPermits = (dialogId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: callKeys.participants(dialogId ?? 0),
    queryFn: async ({ signal }) => {
      const list = await api.calls.participants({ params: { dialogId: dialogId ?? 0 }, signal })
      const store = useCallStore.getState()
      store.set({ permits: mergePermits(store.permits, list) })
      return list
    },
    enabled: enabled && dialogId !== null,
    staleTime: 0,
  })

/** Issue 17: the dialog's call recordings the user may view, newest first. */
export const useCallRecordings = (dialogId: number, enabled: boolean) =>
  useQuery({
    queryKey: callKeys.records(dialogId),
    queryFn: ({ signal }) => api.calls.recordList({ params: { dialogId }, signal }),
    enabled,
  })

/** Deletes a recording (its owner or a manager); the list is asked again. */
export const useDeleteRecording = (dialogId: number) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (recordId: number) => api.calls.recordDelete({ params: { recordId } }),
    onSettled: () => client.invalidateQueries({ queryKey: callKeys.records(dialogId) }),
  })
}
