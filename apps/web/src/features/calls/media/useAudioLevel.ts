import { useEffect, useState } from 'react'
import { audioContext, resumed } from './audioContext'

/** Loudness of a time-domain frame, 0..1: the RMS, scaled so speech reaches the upper half. */
export const levelOf = (samples: Float32Array): number => {
  if (samples.length === 0) return 0
  let sum = 0
  for (const sample of samples) sum += sample * sample
  return Math.min(1, Math.sqrt(sum / samples.length) * 4)
}

/** Ten updates a second are enough for a meter and a speaker highlight, and cheap for six tiles. */
const INTERVAL_MS = 100

/**
 * Hands `onLevel` how loud the track's sound is (0..1, in steps of 0.02) ten times a second, until
 * the answered function is called; null without Web Audio.
 */
export const watchAudioLevel = (
  track: MediaStreamTrack,
  onLevel: (level: number) => void,
): (() => void) | null => {
  const context = audioContext()
  if (!context) return null
  resumed(context)
  // The source takes its own stream of the one track, so a later video change does not matter.
  const source = context.createMediaStreamSource(new MediaStream([track]))
  const analyser = context.createAnalyser()
  analyser.fftSize = 512
  source.connect(analyser)
  const samples = new Float32Array(analyser.fftSize)
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(samples)
    onLevel(Math.round(levelOf(samples) * 50) / 50)
  }, INTERVAL_MS)
  return () => {
    clearInterval(timer)
    source.disconnect()
    analyser.disconnect()
  }
}

/** How loud the stream's sound is now (0..1), for the level meter. */
export const useAudioLevel = (stream: MediaStream | null | undefined): number => {
  const [level, setLevel] = useState(0)
  const track = stream?.getAudioTracks()[0] ?? null
  useEffect(() => {
    setLevel(0)
    if (!stream || !track) return
    return watchAudioLevel(track, (next) => setLevel((was) => (was === next ? was : next))) ?? undefined
  }, [stream, track])
  return level
}
