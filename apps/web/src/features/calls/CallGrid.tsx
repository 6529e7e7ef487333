import ChevronLeft from '@mui/icons-material/ChevronLeft'
import ChevronRight from '@mui/icons-material/ChevronRight'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { CallParticipant } from '@nauka/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CallLayout } from './calls.store'
import { gridPage, mainSpeaker } from './grid'
import { useHeldSpeaker } from './useHeldSpeaker'

export type TileOptions = { hidden?: boolean; fit?: 'large' | 'strip' }

type Props = {
  people: CallParticipant[]
  me: number
  layout: CallLayout
  page: number
  onPage: (page: number) => void
  /** Who is heard loudest now (null in silence). */
  speaking: number | null
  phone: boolean
  tile: (participant: CallParticipant, options: TileOptions) => ReactNode
}

/** The speaker view's strip: one row of small tiles under the large one (more rows scroll). */
const strip = (phone: boolean) => {
  const height = phone ? 96 : 132
  return {
    display: 'flex',
    flexWrap: 'wrap',
    alignContent: 'flex-start',
    '& > li[data-fit="large"]': { order: -1, flex: '1 1 100%', height: `calc(100% - ${height + 8}px)` },
    '& > li[data-fit="strip"]': { flex: `0 0 ${phone ? 128 : 176}px`, height },
  } as const
}

/**
 * Issue 17: the call's tiles as a grid of 25 a page (the other pages' people are still heard: their
 * tiles are hidden, not dropped) or as the speaker view: whoever speaks large, the rest in a strip.
 * Both are one list of the same tiles, only laid out otherwise: a tile moved to another list would
 * be made anew, its picture blank until the video starts again, at every change of speaker.
 */
export const CallGrid = ({ people, me, layout, page, onPage, speaking, phone, tile }: Props) => {
  const { t } = useTranslation()
  const speaker = layout === 'speaker'
  const held = useHeldSpeaker(speaker ? speaking : null)
  const main = speaker
    ? mainSpeaker(
        people.map((p) => p.user),
        { me, ...held },
      )
    : null
  const shown = gridPage(people, page)
  const visible = new Set(shown.items)
  return (
    <>
      <Box
        component="ul"
        aria-label={t('calls.screen.participants')}
        // Many tiles on a phone scroll, and the keyboard must reach the ones below too.
        tabIndex={0}
        sx={{
          m: 0,
          p: 0,
          flex: 1,
          minHeight: 0,
          overflow: 'auto',
          gap: 1,
          ...(speaker
            ? strip(phone)
            : {
                display: 'grid',
                alignContent: 'center',
                gridTemplateColumns: phone
                  ? 'repeat(auto-fit, minmax(160px, 1fr))'
                  : 'repeat(auto-fit, minmax(280px, 1fr))',
              }),
        }}
      >
        {people.map((p) =>
          speaker
            ? tile(p, { fit: p.user === main ? 'large' : 'strip' })
            : tile(p, { hidden: !visible.has(p) }),
        )}
      </Box>
      {!speaker && shown.pages > 1 && (
        <Stack direction="row" spacing={1} alignItems="center" justifyContent="center">
          <IconButton
            aria-label={t('calls.layout.previous')}
            disabled={shown.page === 0}
            onClick={() => onPage(shown.page - 1)}
          >
            <ChevronLeft />
          </IconButton>
          <Typography variant="body2">
            {t('calls.layout.page', { page: shown.page + 1, pages: shown.pages })}
          </Typography>
          <IconButton
            aria-label={t('calls.layout.next')}
            disabled={shown.page === shown.pages - 1}
            onClick={() => onPage(shown.page + 1)}
          >
            <ChevronRight />
          </IconButton>
        </Stack>
      )}
    </>
  )
}
