import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import i18next from 'i18next'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInApp } from '../../../test/renderApp'
import { DEFAULT_MEDIA_PREFS, useMediaPrefs } from '../media/prefs.store'
import { CallSettingsDialog } from './CallSettingsDialog'

const device = (kind: MediaDeviceKind, deviceId: string, label: string) =>
  ({ kind, deviceId, label, groupId: 'g' }) as MediaDeviceInfo

const DEVICES = [
  device('audioinput', 'mic-1', 'Built-in microphone'),
  device('audioinput', 'mic-2', 'USB headset'),
  device('videoinput', 'cam-1', 'FaceTime camera'),
  device('audiooutput', 'spk-1', 'Speakers'),
]

/** A stand-in for the browser's stream (jsdom has no MediaStream). */
const fakeStream = (video: boolean) => {
  const stop = vi.fn()
  const videoTracks = video ? [{ kind: 'video', stop }] : []
  const audioTracks = [{ kind: 'audio', stop }]
  return {
    stop,
    stream: {
      getTracks: () => [...audioTracks, ...videoTracks],
      getVideoTracks: () => videoTracks,
      getAudioTracks: () => audioTracks,
    } as unknown as MediaStream,
  }
}

/** Stubs the browser's media devices: `getUserMedia` answers as the test says. */
const stubDevices = (getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>) => {
  const mediaDevices = {
    getUserMedia: vi.fn(getUserMedia),
    enumerateDevices: vi.fn(async () => DEVICES),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }
  vi.stubGlobal('navigator', { ...navigator, mediaDevices })
  return mediaDevices
}

/** The settings as a call screen opens them: closed by their own button. */
const Closable = () => {
  const [open, setOpen] = useState(true)
  return <CallSettingsDialog open={open} onClose={() => setOpen(false)} />
}

beforeEach(async () => {
  useMediaPrefs.setState(DEFAULT_MEDIA_PREFS)
  await i18next.changeLanguage('ru')
})

describe('CallSettingsDialog', () => {
  it('lists the devices in the pickers and keeps the chosen one', async () => {
    const { stream } = fakeStream(true)
    stubDevices(async () => stream)
    renderInApp(<CallSettingsDialog open onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: 'Настройки звонка' })
    expect(await within(dialog).findByLabelText('Изображение с камеры')).toBeTruthy()

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Микрофон' }))
    const options = within(await screen.findByRole('listbox')).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['Как в системе', 'Built-in microphone', 'USB headset'])
    await userEvent.click(screen.getByRole('option', { name: 'USB headset' }))

    expect(useMediaPrefs.getState().microphoneId).toBe('mic-2')
    expect(within(dialog).getByRole('combobox', { name: 'Микрофон' }).textContent).toBe('USB headset')
  })

  it('shows how to allow the devices when the browser refused them, instead of a preview', async () => {
    stubDevices(async () => {
      throw new DOMException('refused', 'NotAllowedError')
    })
    renderInApp(<CallSettingsDialog open onClose={() => {}} />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/Разрешите их в настройках сайта/)
    expect(screen.queryByLabelText('Изображение с камеры')).toBeNull()
  })

  it('says there is no camera when a video preview fell back to sound', async () => {
    const { stream } = fakeStream(false)
    stubDevices(async (constraints) => {
      if (constraints.video) throw new DOMException('no camera', 'NotFoundError')
      return stream
    })
    renderInApp(<CallSettingsDialog open onClose={() => {}} />)
    expect(await screen.findByText('Камера не найдена')).toBeTruthy()
  })

  it('previews the running call’s stream without taking the camera again, and lets go of its own on close', async () => {
    const own = fakeStream(true)
    const media = stubDevices(async () => own.stream)
    renderInApp(<Closable />)
    await screen.findByLabelText('Изображение с камеры')
    await userEvent.click(screen.getByRole('button', { name: 'Готово' }))
    await waitFor(() => expect(own.stop).toHaveBeenCalled())

    media.getUserMedia.mockClear()
    const live = fakeStream(true)
    renderInApp(<CallSettingsDialog open onClose={() => {}} stream={live.stream} />)
    expect(await screen.findByLabelText('Изображение с камеры')).toBeTruthy()
    expect(media.getUserMedia).not.toHaveBeenCalled()
  })

  it('has no accessibility violations', async () => {
    stubDevices(async () => fakeStream(true).stream)
    renderInApp(<CallSettingsDialog open onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: 'Настройки звонка' })
    await screen.findByLabelText('Изображение с камеры')
    // jsdom computes no colours: contrast is checked in the browser tests.
    const result = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } })
    expect(result.violations.map((v) => v.id)).toEqual([])
  })
})
