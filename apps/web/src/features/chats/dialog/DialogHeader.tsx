import ArrowBack from '@mui/icons-material/ArrowBack'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type Dialog, DialogType } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { UserAvatar } from '../../../shared/avatar/UserAvatar'
import { currentLocale } from '../../../shared/locale'
import { fullDateTime, relativeTime } from '../../../shared/time/format'
import { useNow } from '../../../shared/time/now'
import { DialogCallButtons } from '../../calls/DialogCallButtons'
import { useLayoutPlan } from '../../layout/useLayoutPlan'
import { dialogAvatarSeed, dialogImage, dialogTitle } from '../model'
import { DialogHeaderActions } from './DialogHeaderActions'

const TWO_LINES = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const

type Props = { dialog: Dialog; onBack?: () => void; onSearch: () => void }

/** Under the name: the other person's status, or how many members a group has. */
const Subtitle = ({ dialog }: { dialog: Dialog }) => {
  const { t, i18n } = useTranslation()
  const now = useNow()
  const locale = currentLocale(i18n.language)
  if (dialog.dialogType === DialogType.Group)
    return <>{t('chatDialog.header.members', { count: dialog.users.length })}</>
  if (dialog.status?.isOnline) return <>{t('chatDialog.header.online')}</>
  // The person hides their status (settings 132:15): the server sends no moment to show.
  if (dialog.status?.recently) return <>{t('chatDialog.header.recently')}</>
  const lastSeen = dialog.status?.lastSeen
  if (lastSeen)
    return (
      <time dateTime={lastSeen} title={fullDateTime(lastSeen, locale)}>
        {t('chatDialog.header.lastSeen', { time: relativeTime(lastSeen, locale, now) })}
      </time>
    )
  return null
}

/** The open dialog's header: back (mobile), who it is with, search, and the pin and mute toggles. */
export const DialogHeader = ({ dialog, onBack, onSearch }: Props) => {
  const { t } = useTranslation()
  const phone = useLayoutPlan().mobile
  const title = dialogTitle(dialog, t('chatDialog.unknownUser'))
  return (
    <Stack
      component="header"
      direction="row"
      alignItems="center"
      spacing={1}
      sx={{ px: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      {onBack && (
        <IconButton aria-label={t('chatDialog.back')} onClick={onBack}>
          <ArrowBack />
        </IconButton>
      )}
      <UserAvatar
        seed={dialogAvatarSeed(dialog)}
        name={dialogTitle(dialog, '')}
        src={dialogImage(dialog)}
        size={40}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          component="h2"
          variant="subtitle1"
          fontWeight={600}
          // On a phone the call and menu buttons leave the name little room: it may take two lines.
          noWrap={!phone}
          sx={phone ? TWO_LINES : undefined}
        >
          {title}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          <Subtitle dialog={dialog} />
        </Typography>
      </Box>
      <DialogCallButtons dialog={dialog} compact={phone} />
      <DialogHeaderActions dialog={dialog} onSearch={onSearch} compact={phone} />
    </Stack>
  )
}
