import MicOff from '@mui/icons-material/MicOff'
import PanTool from '@mui/icons-material/PanTool'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { AnswerStatus, type CallMedia, type CallParticipant } from '@nauka/contracts'
import { memo, useCallback, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { UserAvatar } from '../../shared/avatar/UserAvatar'
import { visuallyHidden } from '../../shared/visuallyHidden'
import { MediaView } from './MediaView'
import { canRedial } from './model'
import { QualityIcon } from './QualityIcon'
import type { Quality } from './quality/quality'
import { useTileWidth } from './useTileWidth'

type Props = {
  participant: CallParticipant
  /** Out of sight (the minified window shows one person) but still heard. */
  hidden?: boolean
  own: boolean
  stream: MediaStream | null
  streamVersion: number
  /** The connection state with this person's session (others only). */
  peerState: RTCPeerConnectionState | undefined
  speaking: boolean
  /** How the call's media travels (mesh or the media server), for the browser tests and the engine. */
  media: CallMedia
  /** How well this person's media arrives (others only). */
  quality?: Quality | undefined
  /** This person's media session on this call (none while they have not joined). */
  sessionId: string | null
  /**
   * The speaker view's tiles fill the place they are given: the large one, and the strip's small
   * ones, which leave calling again and removing to the participants panel.
   */
  fit?: 'large' | 'strip' | undefined
  /** The user may remove this person (an admin of the call, from three people on). */
  manage: boolean
  handlers: TileHandlers
}

/** What a tile asks of the call: made once per call, so that tiles whose person did not change skip rendering. */
export type TileHandlers = {
  /** The tile's rendered width (others through the media server are sent a layer that fits it). */
  width: (sessionId: string, width: number) => void
  redial: (user: number) => void
  remove: (user: number) => void
}

/** One person of the call: their video or avatar, name, muted microphone, raised hand. */
export const CallTile = memo(function CallTile({
  participant,
  hidden = false,
  own,
  stream,
  streamVersion,
  peerState,
  speaking,
  media,
  quality = 'unknown',
  sessionId,
  fit,
  manage,
  handlers,
}: Props) {
  const { t } = useTranslation()
  const tile = useRef<HTMLLIElement>(null)
  const reportWidth = useCallback(
    (width: number) => {
      if (sessionId) handlers.width(sessionId, width)
    },
    [handlers, sessionId],
  )
  useTileWidth(tile, own || !sessionId ? null : reportWidth)
  const user = participant.user
  const state = participant.states[0]
  const name = own ? t('calls.screen.you') : (participant.fullName ?? t('calls.screen.unknown'))
  const connected = participant.status === AnswerStatus.Connected
  const showVideo = connected && stream !== null && (state?.camOn || state?.sharingScreen) === true
  const waiting =
    participant.status === AnswerStatus.Dialing
      ? t('calls.screen.ringing')
      : participant.status === AnswerStatus.NoAnswer
        ? t('calls.screen.noAnswer')
        : null
  return (
    <Box
      component="li"
      ref={tile}
      data-testid="call-tile"
      data-media={media}
      data-fit={fit}
      data-quality={own ? undefined : quality}
      hidden={hidden}
      data-user-id={participant.user}
      data-status={participant.status}
      data-peer={own ? undefined : peerState}
      aria-label={name}
      sx={{
        position: 'relative',
        listStyle: 'none',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        // The speaker view's list sizes its tiles; the grid's keep the camera's shape.
        ...(fit ? { minHeight: fit === 'large' ? 160 : 0 } : { minHeight: 140, aspectRatio: '4 / 3' }),
        outline: speaking ? 3 : 0,
        outlineColor: 'success.main',
        outlineStyle: 'solid',
      }}
    >
      {connected && <MediaView stream={stream} version={streamVersion} own={own} showVideo={showVideo} />}
      {!showVideo && (
        <Stack
          sx={{ position: 'absolute', inset: 0 }}
          alignItems="center"
          justifyContent="center"
          spacing={1}
        >
          <UserAvatar
            seed={participant.user}
            name={name}
            src={participant.imageUrl}
            size={fit === 'strip' ? 40 : 72}
          />
          {waiting && <Typography variant="body2">{waiting}</Typography>}
        </Stack>
      )}
      <Stack
        direction="row"
        spacing={0.5}
        alignItems="center"
        sx={{
          position: 'absolute',
          left: 8,
          bottom: 8,
          right: 8,
          px: 1,
          py: 0.25,
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      >
        <Typography variant="body2" noWrap sx={{ flex: 1 }}>
          {name}
          {speaking && <Box component="span" sx={visuallyHidden}>{` · ${t('calls.screen.speaking')}`}</Box>}
        </Typography>
        {!own && connected && <QualityIcon quality={quality} />}
        {state && !state.micOn && <MicOff fontSize="small" titleAccess={t('calls.screen.micOff')} />}
        {state?.handUp && <PanTool fontSize="small" color="warning" titleAccess={t('calls.screen.handUp')} />}
      </Stack>
      {!own &&
        fit !== 'strip' &&
        (canRedial(participant) || (manage && participant.status !== AnswerStatus.Left)) && (
          <Stack direction="row" spacing={1} sx={{ position: 'absolute', top: 8, right: 8 }}>
            {canRedial(participant) && (
              <Button size="small" variant="contained" onClick={() => handlers.redial(user)}>
                {t('calls.screen.callAgain')}
              </Button>
            )}
            {manage && (
              <Button
                size="small"
                variant="contained"
                color="error"
                onClick={() => handlers.remove(user)}
                // The dark theme's error red is light: white words on it read at 3.7:1, short of 4.5:1.
                sx={{ bgcolor: 'error.dark', '&:hover': { bgcolor: 'error.dark' } }}
              >
                {t('calls.screen.remove')}
              </Button>
            )}
          </Stack>
        )}
    </Box>
  )
})
