import { describe, expect, it } from 'vitest'
import { TOAST_BOTTOM_PX, toastBottom, toastColumn } from './placement'

const desktop = { width: 1280, height: 800 }
const phone = { width: 390, height: 844 }

describe('toast placement', () => {
  it('keeps notistack’s place while nothing is in the way', () => {
    expect(toastBottom([], desktop)).toBe(TOAST_BOTTOM_PX)
  })

  it('rises above the phone’s bottom navigation', () => {
    const nav = { top: 780, bottom: 844, left: 0, right: 390 }
    expect(toastBottom([nav], phone)).toBe(844 - 780 + 8)
  })

  it('rises above a chat composer whose Send button is in the toasts’ column', () => {
    const composer = { top: 700, bottom: 760, left: 300, right: 1040 }
    expect(toastBottom([composer], desktop)).toBe(800 - 700 + 8)
  })

  it('ignores what is beside the column, off screen, or not laid out', () => {
    const left = { top: 700, bottom: 760, left: 0, right: 500 }
    const below = { top: 900, bottom: 960, left: 300, right: 1280 }
    const hidden = { top: 0, bottom: 0, left: 0, right: 0 }
    expect(toastColumn(desktop).left).toBeGreaterThan(500)
    expect(toastBottom([left, below, hidden], desktop)).toBe(TOAST_BOTTOM_PX)
  })

  it('takes the highest obstacle, but never more than half the screen', () => {
    const nav = { top: 780, bottom: 844, left: 0, right: 390 }
    const composer = { top: 700, bottom: 776, left: 0, right: 390 }
    expect(toastBottom([nav, composer], phone)).toBe(844 - 700 + 8)
    const tall = { top: 100, bottom: 844, left: 0, right: 390 }
    expect(toastBottom([tall], phone)).toBe(422)
  })
})
