import { AnswerStatus, CallPermit, CallPhase, CallType } from '@nauka/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { useCallStore } from './calls.store'
import { callInfo, participant, session, sessionId } from './test-data'

beforeEach(() => useCallStore.getState().reset())

describe('the call store', () => {
  it('keeps the user’s permits from the join’s answer when the broadcast hides them', () => {
    const me = participant(2, { status: AnswerStatus.Connected, states: [session(sessionId(2))] })
    const answered = callInfo({ status: CallPhase.Active, participants: [me] })
    const store = useCallStore.getState()
    store.dispatch({ kind: 'join', dialogId: 5, type: CallType.Audio })
    store.dispatch({ kind: 'joined', call: answered })
    const broadcast = callInfo({ status: CallPhase.Active, participants: [{ ...me, permits: null }] })
    useCallStore.getState().dispatch({ kind: 'server', call: broadcast, me: 2, mySessionId: sessionId(2) })
    expect(useCallStore.getState().permits[2]).toContain(CallPermit.Camera)
  })

  it('forgets the permits, the panel and the layout when the call is over', () => {
    useCallStore.getState().set({ permits: { 2: [] }, panel: true, layout: 'speaker', page: 2 })
    useCallStore.getState().reset()
    expect(useCallStore.getState()).toMatchObject({ permits: {}, panel: false, layout: 'grid', page: 0 })
  })
})
