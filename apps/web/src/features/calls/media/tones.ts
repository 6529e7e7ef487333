import { audioContext, resumed } from './audioContext'

/** One beep of a tone: its pitches sound together from `at` seconds into the cycle for `length`. */
type Beep = { at: number; length: number; frequencies: readonly number[] }
type Pattern = { cycle: number; beeps: readonly Beep[]; volume: number }

/** Incoming call: two rising double beeps, then a pause (heard in the room, so a little louder). */
const RINGTONE: Pattern = {
  cycle: 3,
  volume: 0.18,
  beeps: [
    { at: 0, length: 0.35, frequencies: [660, 880] },
    { at: 0.45, length: 0.35, frequencies: [880, 1100] },
  ],
}

/** Calling out: the Russian ringback tone, 425 Hz for 0.8 s every 4 s (GOST). */
const DIAL_TONE: Pattern = { cycle: 4, volume: 0.1, beeps: [{ at: 0, length: 0.8, frequencies: [425] }] }

const RAMP = 0.02

const scheduleCycle = (context: AudioContext, out: AudioNode, pattern: Pattern, start: number): void => {
  for (const beep of pattern.beeps) {
    const begin = start + beep.at
    const end = begin + beep.length
    const gain = context.createGain()
    // Short ramps: a tone switched on at full volume clicks.
    gain.gain.setValueAtTime(0, begin)
    gain.gain.linearRampToValueAtTime(pattern.volume / beep.frequencies.length, begin + RAMP)
    gain.gain.setValueAtTime(pattern.volume / beep.frequencies.length, end - RAMP)
    gain.gain.linearRampToValueAtTime(0, end)
    gain.connect(out)
    for (const frequency of beep.frequencies) {
      const oscillator = context.createOscillator()
      oscillator.frequency.value = frequency
      oscillator.connect(gain)
      oscillator.start(begin)
      oscillator.stop(end)
      oscillator.onended = () => oscillator.disconnect()
    }
  }
}

/** Plays the pattern until the returned function is called; silent where there is no WebAudio. */
const play = (pattern: Pattern): (() => void) => {
  const context = audioContext()
  if (!context) return () => {}
  resumed(context)
  const out = context.createGain()
  out.connect(context.destination)
  let next = context.currentTime + 0.05
  const scheduleAhead = () => {
    // Cycles are scheduled a cycle ahead on the audio clock, so a busy page does not stutter them.
    while (next < context.currentTime + pattern.cycle) {
      scheduleCycle(context, out, pattern, next)
      next += pattern.cycle
    }
  }
  scheduleAhead()
  const timer = setInterval(scheduleAhead, (pattern.cycle * 1000) / 2)
  let stopped = false
  return () => {
    if (stopped) return
    stopped = true
    clearInterval(timer)
    // Cutting the output silences the beeps already scheduled at once.
    out.disconnect()
  }
}

/** The sound of an incoming call; call the result to stop it. */
export const startRingtone = (): (() => void) => play(RINGTONE)

/** The sound the caller hears while the others' phones ring; call the result to stop it. */
export const startDialTone = (): (() => void) => play(DIAL_TONE)
