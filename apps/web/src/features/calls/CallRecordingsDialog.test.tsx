import { ChatRole, type DialogRecordInfo, DialogType, RecordStatus } from '@nauka/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { beforeEach, describe, expect, it } from 'vitest'
import { type Handler, stubFetch } from '../../test/fetchStub'
import { renderInApp, t } from '../../test/renderApp'
import { useAuthStore } from '../auth/auth.store'
import { DialogHeaderActions } from '../chats/dialog/DialogHeaderActions'
import { dialogOf } from '../chats/dialog/test-data'

const ME = 2
const group = dialogOf(5, { dialogType: DialogType.Group, dialogName: 'Лаборатория', interlocutor: null })
const LIST = 'GET /api/v1/calls/record/list/dialog/5'

const record = (recordId: number, change: Partial<DialogRecordInfo> = {}): DialogRecordInfo => ({
  dialogId: 5,
  callId: 40,
  callStartDate: '2030-01-01T12:00:00.000Z',
  recordId,
  name: `Семинар ${recordId}`,
  owner: 1,
  recordStartDate: '2030-01-01T12:01:00.000Z',
  recordEndDate: '2030-01-01T12:11:05.000Z',
  recordStatus: RecordStatus.Finished,
  recordFile: {
    name: `seminar-${recordId}.webm`,
    mime: 'video/webm',
    size: 1000,
    durationSec: 605,
    url: `/api/v1/calls/record/${recordId}/content`,
  },
  ...change,
})

let fetchMock: ReturnType<typeof stubFetch>
const world = (routes: Record<string, Handler>) => {
  fetchMock = stubFetch(routes)
}
beforeEach(() => useAuthStore.setState({ userId: ME }))

const open = async (dialog = group) => {
  renderInApp(<DialogHeaderActions dialog={dialog} onSearch={() => {}} compact={false} />)
  await userEvent.click(screen.getByRole('button', { name: t('calls.records.open') }))
  return screen.findByRole('dialog', { name: t('calls.records.title') })
}
const rules = { rules: { 'color-contrast': { enabled: false } } }

describe('call recordings (issue 17)', () => {
  it('lists each recording with its date, length, player and download; no delete for others’ recordings', async () => {
    world({ [LIST]: { body: [record(2)] } })
    const dialog = await open()
    expect(await within(dialog).findByText('Семинар 2')).toBeTruthy()
    expect(within(dialog).getByText(/10:05/)).toBeTruthy()
    const player = dialog.querySelector('video') as HTMLVideoElement
    expect(player.getAttribute('src')).toBe('/api/v1/calls/record/2/content')
    expect(player.hasAttribute('controls')).toBe(true)
    expect(player.getAttribute('preload')).toBe('metadata')
    expect(
      within(dialog)
        .getByRole('link', { name: t('calls.records.download') })
        .getAttribute('href'),
    ).toBe('/api/v1/calls/record/2/content')
    expect(within(dialog).queryByRole('button', { name: t('calls.records.delete') })).toBeNull()
    expect((await axe.run(dialog, rules)).violations).toEqual([])
  })

  it('says in words when a recording is still processing or failed, without a player', async () => {
    world({
      [LIST]: {
        body: [
          record(3, { recordStatus: RecordStatus.Init, recordFile: null }),
          record(4, { recordStatus: RecordStatus.Error, recordFile: null }),
        ],
      },
    })
    const dialog = await open()
    expect(await within(dialog).findByText(t('calls.records.processing'))).toBeTruthy()
    expect(within(dialog).getByText(t('calls.records.failed'))).toBeTruthy()
    expect(dialog.querySelector('video')).toBeNull()
  })

  it('says when there are no recordings yet', async () => {
    world({ [LIST]: { body: [] } })
    const dialog = await open()
    expect(await within(dialog).findByText(t('calls.records.empty'))).toBeTruthy()
  })

  it('offers a retry when the list could not be loaded', async () => {
    world({ [LIST]: { status: 500, body: {} } })
    const dialog = await open()
    await userEvent.click(await within(dialog).findByRole('button', { name: t('common.retry') }))
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/record/list'))).toHaveLength(2),
    )
  })

  it('lets the owner delete after confirming, and asks for the list again', async () => {
    world({
      [LIST]: { body: [record(6, { owner: ME })] },
      'DELETE /api/v1/calls/record/6': { body: true },
    })
    const dialog = await open()
    await userEvent.click(await within(dialog).findByRole('button', { name: t('calls.records.delete') }))
    const confirm = await screen.findByRole('dialog', { name: t('calls.records.delete') })
    expect(within(confirm).getByText(t('calls.records.confirm', { name: 'Семинар 6' }))).toBeTruthy()
    await userEvent.click(within(confirm).getByRole('button', { name: t('calls.records.delete') }))
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1),
    )
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/record/list'))).toHaveLength(2),
    )
  })

  it('lets a group admin delete anyone’s recording', async () => {
    world({ [LIST]: { body: [record(7)] } })
    const dialog = await open({ ...group, role: ChatRole.Admin })
    expect(await within(dialog).findByRole('button', { name: t('calls.records.delete') })).toBeTruthy()
  })

  it('is offered in groups only (personal calls go peer to peer and are not recorded)', () => {
    world({})
    renderInApp(<DialogHeaderActions dialog={dialogOf(5)} onSearch={() => {}} compact={false} />)
    expect(screen.queryByRole('button', { name: t('calls.records.open') })).toBeNull()
  })
})
