import { useEffect, useRef } from 'react'
import { LiveVideo } from './LiveVideo'
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
  const audio = useRef<HTMLAudioElement>(null)
  const speakerId = useMediaPrefs((s) => s.speakerId)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new track in the same stream re-attaches it
  useEffect(() => {
    if (audio.current && audio.current.srcObject !== stream) audio.current.srcObject = stream
  }, [stream, version])
  useEffect(() => {
    if (audio.current) void applySpeaker(audio.current, speakerId)
  }, [speakerId])
  return (
    <>
      <LiveVideo
        stream={stream}
        version={version}
        mirrored={own}
        sx={{ display: showVideo ? 'block' : 'none', height: '100%' }}
      />
      {!own && (
        // biome-ignore lint/a11y/useMediaCaption: a live call's sound has no captions to offer
        <audio ref={audio} autoPlay />
      )}
    </>
  )
}
