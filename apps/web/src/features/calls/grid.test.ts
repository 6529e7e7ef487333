import { describe, expect, it } from 'vitest'
import { gridPage, type HeldSpeaker, heldSpeaker, mainSpeaker } from './grid'

const people = Array.from({ length: 60 }, (_, i) => i + 1)

describe('the call grid (issue 17)', () => {
  it('shows 25 tiles a page and tells how many pages there are', () => {
    expect(gridPage(people, 0)).toEqual({ items: people.slice(0, 25), page: 0, pages: 3 })
    expect(gridPage(people, 2)).toEqual({ items: people.slice(50), page: 2, pages: 3 })
  })

  it('keeps the page in range when people leave', () => {
    expect(gridPage(people.slice(0, 30), 5)).toMatchObject({ page: 1, pages: 2 })
    expect(gridPage([], 3)).toEqual({ items: [], page: 0, pages: 1 })
    expect(gridPage(people, -1).page).toBe(0)
  })
})

describe('the speaker view (issue 17)', () => {
  const me = 1
  const users = [1, 2, 3, 4]

  it('puts whoever speaks now in the large tile', () => {
    expect(mainSpeaker(users, { me, speaking: 3, previous: 2 })).toBe(3)
  })

  it('keeps the last speaker there in silence, and falls back to the first other person', () => {
    expect(mainSpeaker(users, { me, speaking: null, previous: 4 })).toBe(4)
    expect(mainSpeaker(users, { me, speaking: null, previous: 9 })).toBe(2)
    expect(mainSpeaker(users, { me, speaking: null, previous: null })).toBe(2)
  })

  it('shows the user large only when alone, not while speaking', () => {
    expect(mainSpeaker(users, { me, speaking: me, previous: 3 })).toBe(3)
    expect(mainSpeaker([me], { me, speaking: null, previous: null })).toBe(me)
    expect(mainSpeaker([], { me, speaking: null, previous: null })).toBeNull()
  })
})

describe('who counts as speaking for the speaker view', () => {
  const start: HeldSpeaker = { speaker: null, candidate: null, since: 0 }

  it('takes someone only once they have been the loudest for the hold time', () => {
    let state = heldSpeaker(start, 3, 1000, 1500)
    expect(state.speaker).toBeNull()
    state = heldSpeaker(state, 3, 2000, 1500)
    expect(state.speaker).toBeNull()
    state = heldSpeaker(state, 3, 2500, 1500)
    expect(state.speaker).toBe(3)
  })

  it('keeps the speaker through a short interjection or a pause', () => {
    let state: HeldSpeaker = { speaker: 3, candidate: 3, since: 0 }
    state = heldSpeaker(state, 4, 1000, 1500)
    state = heldSpeaker(state, null, 1500, 1500)
    state = heldSpeaker(state, 4, 2000, 1500)
    expect(state.speaker).toBe(3)
    state = heldSpeaker(state, 4, 3600, 1500)
    expect(state.speaker).toBe(4)
  })
})
