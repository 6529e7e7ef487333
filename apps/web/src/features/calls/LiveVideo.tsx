import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import { useEffect, useRef } from 'react'

type Props = {
  stream: MediaStream | null
  /** Bumped when the stream gained a track, so the element is looked at again. */
  version?: number
  /** The user's own picture, shown as a mirror would. */
  mirrored?: boolean
  /** A name for the picture; without one it is decoration (a tile already names the person). */
  label?: string
  sx?: SxProps<Theme>
}

/**
 * A live stream's picture: plays inline at once and is never heard (sound plays through its own
 * element, on the chosen speaker; the user's own sound would echo).
 */
export const LiveVideo = ({ stream, version, mirrored = false, label, sx }: Props) => {
  const video = useRef<HTMLVideoElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new track in the same stream re-attaches it
  useEffect(() => {
    if (video.current && video.current.srcObject !== stream) video.current.srcObject = stream
  }, [stream, version])
  return (
    <Box
      component="video"
      ref={video}
      autoPlay
      playsInline
      muted
      aria-label={label}
      aria-hidden={label ? undefined : true}
      sx={[
        {
          display: 'block',
          width: '100%',
          objectFit: 'cover',
          transform: mirrored ? 'scaleX(-1)' : undefined,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  )
}
