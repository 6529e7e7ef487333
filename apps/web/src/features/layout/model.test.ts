import { describe, expect, it } from 'vitest'
import { DEFAULT_LAYOUT_FLAGS, fillsWindow, layoutPlan, toggled } from './model'

describe('layout plan', () => {
  it('puts a phone on a drawer and bottom navigation, without side bars', () => {
    expect(layoutPlan(390, DEFAULT_LAYOUT_FLAGS)).toEqual({
      mobile: true,
      leftBar: 'none',
      rightBar: false,
      footer: 'bottom',
    })
  })

  it('shows the left bar as a rail from 768, in full from 1200, and the right bar from 1280', () => {
    expect(layoutPlan(768, DEFAULT_LAYOUT_FLAGS)).toMatchObject({
      mobile: false,
      leftBar: 'rail',
      rightBar: false,
    })
    expect(layoutPlan(1199, DEFAULT_LAYOUT_FLAGS).leftBar).toBe('rail')
    expect(layoutPlan(1200, DEFAULT_LAYOUT_FLAGS)).toMatchObject({ leftBar: 'full', rightBar: false })
    expect(layoutPlan(1280, DEFAULT_LAYOUT_FLAGS)).toMatchObject({
      leftBar: 'full',
      rightBar: true,
      footer: 'bar',
    })
  })

  it('hides what the person switched off', () => {
    const flags = { leftBar: false, rightBar: false, footer: false }
    expect(layoutPlan(1366, flags)).toEqual({
      mobile: false,
      leftBar: 'none',
      rightBar: false,
      footer: 'none',
    })
    expect(layoutPlan(390, flags).footer).toBe('none')
  })

  it('toggles one flag at a time', () => {
    expect(toggled(DEFAULT_LAYOUT_FLAGS, 'rightBar')).toEqual({
      leftBar: true,
      rightBar: false,
      footer: true,
    })
  })
})

describe('pages that fill the window', () => {
  it('are the chat list and its dialogs, which scroll themselves and need the width', () => {
    expect(['/chats', '/chats/', '/chats/12'].map(fillsWindow)).toEqual([true, true, true])
    expect(['/feed', '/chatsy', '/profile/chats', '/'].map(fillsWindow)).toEqual([false, false, false, false])
  })
})
