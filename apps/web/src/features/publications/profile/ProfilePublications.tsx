import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PATHS } from '../../../shared/paths'
import { RetryAlert } from '../../../shared/RetryAlert'
import { useAuthorPublications } from '../publications.queries'
import { PublicationRow } from './PublicationRow'

type Props = { userId: number; own: boolean }

const Loading = () => {
  const { t } = useTranslation()
  return (
    <Box role="status" aria-label={t('publication.profile.loading')}>
      <Stack spacing={1.5} aria-hidden sx={{ py: 1 }}>
        {[0, 1].map((n) => (
          <Stack key={n} direction="row" spacing={1.5}>
            <Skeleton variant="rounded" width={48} height={64} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="70%" />
              <Skeleton width="30%" />
            </Box>
          </Stack>
        ))}
      </Stack>
    </Box>
  )
}

/**
 * A profile's publications (issue 14): the items the person wrote or co-authored that the reader
 * may read, newest first, a page at a time. The own profile's empty state leads to My territory.
 */
export const ProfilePublications = ({ userId, own }: Props) => {
  const { t } = useTranslation()
  const headingId = useId()
  const list = useAuthorPublications(userId)
  const items = list.data?.pages.flatMap((page) => page.elements) ?? []
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ borderRadius: 3 }}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
        <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 22 } }}>
          <LibraryBooksOutlined />
        </Box>
        <Typography id={headingId} variant="h3" component="h2" sx={{ flex: 1 }}>
          {t('publication.profile.title')}
        </Typography>
      </Stack>
      <Box sx={{ px: { xs: 2, sm: 3 }, pb: 2 }}>
        {list.isPending && <Loading />}
        {list.isError && (
          <RetryAlert
            error={list.error}
            onRetry={() => void list.refetch()}
            fallbackKey="publication.profile.loadError"
          />
        )}
        {list.isSuccess && items.length === 0 && (
          <Stack spacing={1} alignItems="flex-start">
            <Typography color="text.secondary">
              {own ? t('publication.profile.emptyOwn') : t('publication.profile.empty')}
            </Typography>
            {own && (
              <Button component={Link} to={PATHS.territory} variant="outlined" size="small">
                {t('publication.profile.toTerritory')}
              </Button>
            )}
          </Stack>
        )}
        {items.length > 0 && (
          <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((publication) => (
              <PublicationRow key={publication.id} publication={publication} />
            ))}
          </Box>
        )}
        {list.hasNextPage && (
          <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage} sx={{ mt: 1 }}>
            {list.isFetchingNextPage ? t('publication.profile.loadingMore') : t('common.showMore')}
          </Button>
        )}
      </Box>
    </Paper>
  )
}
