import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Dictionary, type EntityShortInfo, refId } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RoutedLink } from 'react-router'
import { UserAvatar } from '../../shared/avatar/UserAvatar'
import { personName } from '../../shared/names'
import { profilePath } from '../../shared/paths'

/** The author's card on a listing: their picture and name, linking to their profile. */
export const ListingAuthor = ({ author }: { author: EntityShortInfo }) => {
  const { t } = useTranslation()
  const userId = refId(author.rEntity, Dictionary.user)
  const name = personName(author)
  return (
    <Stack
      direction="row"
      spacing={1.5}
      alignItems="center"
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <UserAvatar seed={userId} name={name} src={author.imageUrl} size={48} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {t('marketplace.listing.author')}
        </Typography>
        {userId === null ? (
          <Typography sx={{ fontWeight: 600 }}>{name ?? t('marketplace.noName')}</Typography>
        ) : (
          <Link
            component={RoutedLink}
            to={profilePath(userId)}
            underline="hover"
            color="text.primary"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {name ?? t('marketplace.noName')}
          </Link>
        )}
      </Box>
    </Stack>
  )
}
