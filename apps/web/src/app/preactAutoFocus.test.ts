import { h, render } from 'preact'
import { afterEach, describe, expect, it } from 'vitest'
import './preactAutoFocus'

const host = () => document.body.appendChild(document.createElement('div'))
const nextTask = () => new Promise((resolve) => setTimeout(resolve))

afterEach(() => {
  document.body.innerHTML = ''
})

describe('autoFocus under Preact', () => {
  it('focuses a field rendered with autoFocus, as React does', async () => {
    const root = host()
    render(h('form', null, h('input', { id: 'other' }), h('input', { id: 'title', autoFocus: true })), root)
    await nextTask()
    expect(document.activeElement?.id).toBe('title')
  })

  it('focuses it once: a later render does not take the focus back', async () => {
    const root = host()
    const view = (value: string) =>
      h('div', null, h('input', { id: 'title', autoFocus: true, value }), h('input', { id: 'other' }))
    render(view('a'), root)
    await nextTask()
    ;(document.getElementById('other') as HTMLInputElement).focus()
    render(view('b'), root)
    await nextTask()
    expect(document.activeElement?.id).toBe('other')
  })
})
