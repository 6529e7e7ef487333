import { AnswerStatus, CallMedia, CallPhase } from '@nauka/contracts'
import { act, screen } from '@testing-library/react'
import { beforeEach, expect, it, vi } from 'vitest'
import { renderInApp } from '../../test/renderApp'
import { CallScreen } from './CallScreen'
import { useCallStore } from './calls.store'
import type { Quality } from './quality/quality'
import { callInfo, participant, session, sessionId } from './test-data'
import { callScreenWorld, joinCall } from './test-screen'

// Each other person's tile renders their quality icon once per render of the tile: counting the
// icon's renders counts the tiles'.
const rendered = vi.hoisted(() => ({ icons: [] as string[] }))
vi.mock('./QualityIcon', async (original) => {
  const { QualityIcon } = await original<typeof import('./QualityIcon')>()
  return {
    QualityIcon: (props: { quality: Quality }) => {
      rendered.icons.push(props.quality)
      return QualityIcon(props)
    },
  }
})

const ME = 1
const eight = callInfo({
  status: CallPhase.Active,
  media: CallMedia.Sfu,
  participants: Array.from({ length: 8 }, (_, i) =>
    participant(i + 1, { status: AnswerStatus.Connected, states: [session(sessionId(i + 1))] }),
  ),
})

beforeEach(() => {
  callScreenWorld(ME)
})

it('renders again only the tile of the person whose connection changed, not the seven', async () => {
  await joinCall(eight, sessionId(ME))
  renderInApp(<CallScreen me={ME} />)
  expect(await screen.findAllByTestId('call-tile')).toHaveLength(8)
  const before = rendered.icons.length
  expect(before).toBeGreaterThanOrEqual(7)
  act(() => useCallStore.getState().set({ quality: { [sessionId(3)]: 'poor' } }))
  expect(rendered.icons.slice(before)).toEqual(['poor'])
  const next = rendered.icons.length
  act(() => {
    const { peerStates } = useCallStore.getState()
    useCallStore.getState().set({ peerStates: { ...peerStates, [sessionId(5)]: 'connecting' } })
  })
  expect(rendered.icons.length - next).toBe(1)
  // What no tile shows changes none of them.
  act(() => useCallStore.getState().set({ panel: false, page: 0 }))
  expect(rendered.icons.length - next).toBe(1)
})
