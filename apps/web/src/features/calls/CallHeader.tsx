import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { CallInfo } from '@nauka/contracts'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatCallDuration } from './callMessages'
import { callElapsed, callPeers } from './model'

/** More names than this read as "A, B, C and 2 more". */
const NAMES_SHOWN = 3

/** The call screen's heading: whom the call is with, and how long it has gone on (or that it rings). */
export const CallHeader = ({ call, me }: { call: CallInfo; me: number }) => {
  const { t } = useTranslation()
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  const names = callPeers(call, me).map((p) => p.fullName ?? t('calls.screen.unknown'))
  const title =
    names.length > NAMES_SHOWN
      ? t('calls.screen.titleMore', {
          names: names.slice(0, NAMES_SHOWN).join(', '),
          count: names.length - NAMES_SHOWN,
        })
      : names.join(', ')
  const elapsed = callElapsed(call, now)
  return (
    <Stack direction="row" alignItems="baseline" spacing={1.5} sx={{ px: 1, minWidth: 0 }}>
      <Typography component="h2" variant="h3" noWrap sx={{ minWidth: 0 }}>
        {title}
      </Typography>
      {elapsed === null ? (
        <Typography variant="body2" color="text.secondary">
          {t('calls.screen.calling')}
        </Typography>
      ) : (
        <Typography
          variant="body2"
          color="text.secondary"
          role="timer"
          aria-label={t('calls.screen.elapsed')}
        >
          {formatCallDuration(elapsed)}
        </Typography>
      )}
    </Stack>
  )
}
