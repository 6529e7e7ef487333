import type { OnlineStatus } from '@nauka/contracts'
import { screen } from '@testing-library/react'
import i18next from 'i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInApp } from '../../../test/renderApp'
import { DialogHeader } from './DialogHeader'
import { dialogOf } from './test-data'

const noop = () => {}
const renderHeader = (status: OnlineStatus) =>
  renderInApp(<DialogHeader dialog={dialogOf(7, { status })} onSearch={noop} />)

afterEach(async () => {
  await i18next.changeLanguage('ru')
})

describe('the status of a person who hides it (settings 132:15)', () => {
  it.each([
    ['ru', 'был(а) недавно'],
    ['en', 'last seen recently'],
  ])('reads "recently" in %s, with no moment to show', async (locale, words) => {
    await i18next.changeLanguage(locale)
    renderHeader({ isOnline: false, lastSeen: null, recently: true })
    expect(screen.getByText(words)).toBeTruthy()
    expect(document.querySelector('time')).toBeNull()
  })
})
