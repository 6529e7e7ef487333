import { AnswerStatus, CallMedia, CallPhase } from '@nauka/contracts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderInApp, t } from '../../test/renderApp'
import { CallScreen } from './CallScreen'
import { useCallStore } from './calls.store'
import { callInfo, participant, session, sessionId } from './test-data'
import { callScreenWorld, joinCall } from './test-screen'

const ME = 1
const crowd = callInfo({
  status: CallPhase.Active,
  media: CallMedia.Sfu,
  maxParticipants: 50,
  participants: Array.from({ length: 30 }, (_, i) =>
    participant(i + 1, { status: AnswerStatus.Connected, states: [session(sessionId(i + 1))] }),
  ),
})

beforeEach(() => {
  callScreenWorld(ME)
})

const visibleTiles = () => screen.getAllByTestId('call-tile').filter((tile) => !tile.hidden)
const region = () => screen.getByRole('region', { name: t('calls.screen.region') })

describe('the call grid (issue 17)', () => {
  it('shows 25 tiles a page, pages on, and keeps the others (hidden) so they are heard', async () => {
    await joinCall(crowd, sessionId(ME))
    renderInApp(<CallScreen me={ME} />)
    await screen.findAllByTestId('call-tile')
    expect(screen.getAllByTestId('call-tile')).toHaveLength(30)
    expect(visibleTiles()).toHaveLength(25)
    expect(visibleTiles()[0]?.dataset.userId).toBe(String(ME))
    const previous = within(region()).getByRole('button', { name: t('calls.layout.previous') })
    expect(previous).toHaveProperty('disabled', true)
    expect(within(region()).getByText(t('calls.layout.page', { page: 1, pages: 2 }))).toBeTruthy()
    await userEvent.click(within(region()).getByRole('button', { name: t('calls.layout.next') }))
    expect(visibleTiles().map((tile) => tile.dataset.userId)).toEqual(['26', '27', '28', '29', '30'])
    expect(within(region()).getByRole('button', { name: t('calls.layout.next') })).toHaveProperty(
      'disabled',
      true,
    )
  })

  it('marks the call and each tile with how media travels, and others’ tiles with their connection', async () => {
    await joinCall(crowd, sessionId(ME))
    useCallStore.getState().set({ quality: { [sessionId(2)]: 'poor' } })
    renderInApp(<CallScreen me={ME} />)
    const [own, second, third] = await screen.findAllByTestId('call-tile')
    expect(screen.getByTestId('call-root').dataset.media).toBe('sfu')
    expect(own?.dataset.media).toBe('sfu')
    expect(own?.dataset.quality).toBeUndefined()
    expect(second?.dataset.quality).toBe('poor')
    expect(within(second as HTMLElement).getByTitle(t('calls.quality.poor'))).toBeTruthy()
    expect(third?.dataset.quality).toBe('unknown')
  })

  it('shows the speaker view: one large tile and the others in a strip, the same tiles as the grid', async () => {
    await joinCall(crowd, sessionId(ME))
    renderInApp(<CallScreen me={ME} />)
    const speaker = await screen.findByRole('button', { name: t('calls.layout.speaker') })
    const before = screen.getAllByTestId('call-tile')
    expect(speaker.getAttribute('aria-pressed')).toBe('false')
    await userEvent.click(speaker)
    expect(speaker.getAttribute('aria-pressed')).toBe('true')
    const tiles = screen.getAllByTestId('call-tile')
    // Moved, not made again: a tile made anew would show no picture until its video starts over.
    expect(tiles).toEqual(before)
    // In silence the first other person is large; the user is in the strip with the rest.
    expect(tiles.filter((tile) => tile.dataset.fit === 'large').map((tile) => tile.dataset.userId)).toEqual([
      '2',
    ])
    expect(tiles.filter((tile) => tile.dataset.fit === 'strip')).toHaveLength(29)
    expect(tiles.filter((tile) => tile.hidden)).toEqual([])
    expect(within(region()).queryByRole('button', { name: t('calls.layout.next') })).toBeNull()
    expect((await axe.run(region(), { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual(
      [],
    )
  })
})
