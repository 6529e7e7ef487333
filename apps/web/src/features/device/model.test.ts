import { describe, expect, it } from 'vitest'
import { type DeviceState, measured, orientationOf } from './model'

const state: DeviceState = {
  width: 390,
  height: 844,
  orientation: 'portrait',
  online: true,
  mobileMenuOpen: true,
}

describe('device state', () => {
  it('names the orientation by the longer side', () => {
    expect(orientationOf(390, 844)).toBe('portrait')
    expect(orientationOf(844, 390)).toBe('landscape')
  })

  it('takes a new size with its orientation and keeps the other flags', () => {
    expect(measured(state, 844, 390)).toEqual({ ...state, width: 844, height: 390, orientation: 'landscape' })
  })

  it('keeps the same object when the size did not change', () => {
    expect(measured(state, 390, 844)).toBe(state)
  })
})
