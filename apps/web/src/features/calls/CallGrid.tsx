import ChevronLeft from '@mui/icons-material/ChevronLeft'
import ChevronRight from '@mui/icons-material/ChevronRight'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { CallParticipant } from '@nauka/contracts'
import { type ReactNode, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { CallLayout } from './calls.store'
import { gridPage, mainSpeaker } from './grid'

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

/** A list of tiles that scrolls, from the keyboard too (many tiles on a phone overflow). */
const TILE_LIST = { m: 0, p: 0, minHeight: 0, overflow: 'auto', display: 'grid', gap: 1 } as const

/**
 * Issue 17: the call's tiles as a grid of 25 a page (the other pages' people are still heard: their
 * tiles are hidden, not dropped) or as the speaker view: whoever speaks large, the rest in a strip.
 */
export const CallGrid = ({ people, me, layout, page, onPage, speaking, phone, tile }: Props) => {
  const { t } = useTranslation()
  const previous = useRef<number | null>(null)
  const users = people.map((p) => p.user)
  const main = layout === 'speaker' ? mainSpeaker(users, { me, speaking, previous: previous.current }) : null
  useEffect(() => {
    previous.current = main
  })
  if (layout === 'speaker') {
    const big = people.find((p) => p.user === main)
    const rest = people.filter((p) => p !== big)
    return (
      <>
        <Box component="ul" aria-label={t('calls.screen.participants')} sx={{ ...TILE_LIST, flex: 1 }}>
          {big && tile(big, { fit: 'large' })}
        </Box>
        {rest.length > 0 && (
          <Box
            component="ul"
            aria-label={t('calls.layout.others')}
            tabIndex={0}
            sx={{
              ...TILE_LIST,
              flexShrink: 0,
              height: phone ? 96 : 132,
              gridAutoFlow: 'column',
              gridAutoColumns: phone ? 128 : 176,
            }}
          >
            {rest.map((p) => tile(p, { fit: 'strip' }))}
          </Box>
        )}
      </>
    )
  }
  const shown = gridPage(people, page)
  const visible = new Set(shown.items)
  return (
    <>
      <Box
        component="ul"
        aria-label={t('calls.screen.participants')}
        tabIndex={0}
        sx={{
          ...TILE_LIST,
          flex: 1,
          alignContent: 'center',
          gridTemplateColumns: phone
            ? 'repeat(auto-fit, minmax(160px, 1fr))'
            : 'repeat(auto-fit, minmax(280px, 1fr))',
        }}
      >
        {people.map((p) => tile(p, { hidden: !visible.has(p) }))}
      </Box>
      {shown.pages > 1 && (
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
