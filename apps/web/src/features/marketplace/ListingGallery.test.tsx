import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderInApp, t } from '../../test/renderApp'
import { ListingGallery } from './ListingGallery'

const images = [1, 2, 3].map((n) => ({ id: `f${n}`, url: `/api/core/file/f${n}` }))
const shown = (index: number) =>
  screen.getByRole('img', { name: t('marketplace.gallery.image', { index, count: 3, title: 'NMR' }) })

describe('the gallery of a listing', () => {
  it('steps by its buttons, around both ends', async () => {
    const user = userEvent.setup()
    renderInApp(<ListingGallery images={images} title="NMR" />)
    expect(shown(1).getAttribute('src')).toBe('/api/core/file/f1')
    await user.click(screen.getByRole('button', { name: t('marketplace.gallery.prev') }))
    expect(shown(3).getAttribute('src')).toBe('/api/core/file/f3')
    await user.click(screen.getByRole('button', { name: t('marketplace.gallery.next') }))
    expect(shown(1)).toBeTruthy()
  })

  it('steps by the arrow keys while it holds the focus, and a thumbnail shows its picture', async () => {
    const user = userEvent.setup()
    renderInApp(<ListingGallery images={images} title="NMR" />)
    screen.getByRole('button', { name: t('marketplace.gallery.next') }).focus()
    await user.keyboard('{ArrowRight}')
    expect(shown(2)).toBeTruthy()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(shown(3)).toBeTruthy()
    const thumb = screen.getByRole('button', { name: t('marketplace.gallery.thumb', { index: 2 }) })
    await user.click(thumb)
    expect(shown(2)).toBeTruthy()
    expect(thumb.getAttribute('aria-current')).toBe('true')
  })

  it('steps by a swipe on a phone, not by a tap', () => {
    renderInApp(<ListingGallery images={images} title="NMR" />)
    const picture = shown(1).parentElement as HTMLElement
    fireEvent.touchStart(picture, { touches: [{ clientX: 200 }] })
    fireEvent.touchEnd(picture, { changedTouches: [{ clientX: 195 }] })
    expect(shown(1)).toBeTruthy()
    fireEvent.touchStart(picture, { touches: [{ clientX: 200 }] })
    fireEvent.touchEnd(picture, { changedTouches: [{ clientX: 100 }] })
    expect(shown(2)).toBeTruthy()
  })

  it('shows one picture without steps', () => {
    renderInApp(<ListingGallery images={images.slice(0, 1)} title="NMR" />)
    expect(screen.queryByRole('button', { name: t('marketplace.gallery.next') })).toBeNull()
  })
})
