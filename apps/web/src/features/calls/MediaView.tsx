import Box from '@mui/material/Box'
import { useEffect, useRef } from 'react'
import { applySpeaker, useMediaPrefs } from './media'

type Props = {
  stream: MediaStream | null
  /** Bumped when the stream gained a track, to attach it again. */
  version?: number
  /** The user's own preview: never heard, mirrored like a mirror. */
  own?: boolean
  /** Show the picture (off: the sound still plays). */
  showVideo: boolean
}

/** A participant's picture and, for others, their sound through the chosen speaker. */
export const MediaView = ({ stream, version, own = false, showVideo }: Props) => {
  const video = useRef<HTMLVideoElement>(null)
  const audio = useRef<HTMLAudioElement>(null)
  const speakerId = useMediaPrefs((s) => s.speakerId)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new track in the same stream re-attaches it
  useEffect(() => {
    for (const element of [video.current, audio.current])
      if (element && element.srcObject !== stream) element.srcObject = stream
  }, [stream, version])
  useEffect(() => {
    if (audio.current) void applySpeaker(audio.current, speakerId)
  }, [speakerId])
  return (
    <>
      <Box
        component="video"
        ref={video}
        autoPlay
        playsInline
        muted
        aria-hidden
        sx={{
          display: showVideo ? 'block' : 'none',
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          transform: own ? 'scaleX(-1)' : undefined,
        }}
      />
      {!own && (
        // biome-ignore lint/a11y/useMediaCaption: a live call's sound has no captions to offer
        <audio ref={audio} autoPlay />
      )}
    </>
  )
}
