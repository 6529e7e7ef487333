import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { Dictionary, type FollowRecord, refId } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RoutedLink } from 'react-router'
import { UserAvatar } from '../../shared/avatar/UserAvatar'
import { ListRow } from '../../shared/ListRow'
import { personName } from '../../shared/names'
import { profilePath } from '../../shared/paths'
import { Tooltip } from '../../shared/Tooltip'

type Props = {
  record: FollowRecord
  myId: number | null
  /** This row is on my own followers list: it can be removed, and following is "following back". */
  myFollower: boolean
  busy: boolean
  onToggle: (record: FollowRecord) => void
  onRemove: (record: FollowRecord) => void
}

/** One person in a follow list: avatar, name linking to the profile, follow toggle, removal. */
export const FollowRow = ({ record, myId, myFollower, busy, onToggle, onRemove }: Props) => {
  const { t } = useTranslation()
  const userId = refId(record.rEntity, Dictionary.user)
  const name = personName(record) ?? t('follow.noName')
  const me = userId !== null && userId === myId
  const toggleLabel = record.subscribed
    ? t('follow.unfollow')
    : myFollower
      ? t('follow.followBack')
      : t('follow.follow')
  return (
    <ListRow>
      <UserAvatar seed={userId} name={personName(record)} src={record.imageUrl} size={44} />
      <Box sx={{ flex: 1, minWidth: 0, maxWidth: { xs: 'calc(100% - 56px)', sm: 'none' } }}>
        {userId === null ? (
          <span>{name}</span>
        ) : (
          <Link
            component={RoutedLink}
            to={profilePath(userId)}
            underline="hover"
            color="text.primary"
            sx={{
              fontWeight: 600,
              display: 'block',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {name}
          </Link>
        )}
        {me && (
          <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>
            {t('follow.you')}
          </Box>
        )}
      </Box>
      <Stack
        direction="row"
        spacing={1}
        alignItems="center"
        justifyContent="flex-end"
        // On a phone the actions take their own line under the name, so the name is not cut short.
        sx={{ width: { xs: '100%', sm: 'auto' }, pl: { xs: 7, sm: 0 } }}
      >
        {record.blocked && (
          <Chip size="small" color="error" variant="outlined" label={t('follow.blockedChip')} />
        )}
        {!me && !record.blocked && (
          <Button
            size="small"
            variant={record.subscribed ? 'outlined' : 'contained'}
            disabled={busy}
            onClick={() => onToggle(record)}
            aria-label={`${toggleLabel}: ${name}`}
            sx={{ flexShrink: 0 }}
          >
            {toggleLabel}
          </Button>
        )}
        {myFollower && userId !== null && (
          <Tooltip title={t('follow.removeFollower')}>
            <IconButton
              aria-label={`${t('follow.removeFollower')}: ${name}`}
              onClick={() => onRemove(record)}
              disabled={busy}
            >
              <PersonRemoveOutlined />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    </ListRow>
  )
}
