import { describe, expect, it } from 'vitest'
import { startDialTone, startRingtone } from './tones'
import { levelOf } from './useAudioLevel'

describe('tones', () => {
  it('are silent and harmless without WebAudio (jsdom), and stop more than once', () => {
    expect(globalThis.AudioContext).toBeUndefined()
    const stopRing = startRingtone()
    const stopDial = startDialTone()
    stopRing()
    stopRing()
    stopDial()
  })
})

describe('levelOf', () => {
  it('is 0 for silence and an empty frame, and at most 1 for a loud one', () => {
    expect(levelOf(new Float32Array(8))).toBe(0)
    expect(levelOf(new Float32Array(0))).toBe(0)
    expect(levelOf(new Float32Array(8).fill(0.9))).toBe(1)
    expect(levelOf(new Float32Array(8).fill(0.1))).toBeCloseTo(0.4)
  })
})
