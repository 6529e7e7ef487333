import ArrowBack from '@mui/icons-material/ArrowBack'
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined'
import PlaceOutlined from '@mui/icons-material/PlaceOutlined'
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type Listing, ListingStatus } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RoutedLink, useParams } from 'react-router'
import { ApiError } from '../../api/ApiError'
import { EmptyState } from '../../shared/EmptyState'
import { LinkifiedText } from '../../shared/LinkifiedText'
import { PATHS } from '../../shared/paths'
import { RetryAlert } from '../../shared/RetryAlert'
import { SectionPage } from '../../shared/SectionPage'
import { Timestamp } from '../../shared/time/Timestamp'
import { useDocumentTitle } from '../../shared/useDocumentTitle'
import { useDeviceStore } from '../device/device.store'
import { ListingActions } from './ListingActions'
import { ListingAuthor } from './ListingAuthor'
import { ListingGallery } from './ListingGallery'
import { ListingStatusChip } from './ListingStatusChip'
import { ListingThumb } from './ListingThumb'
import { useListing } from './market.queries'
import { useMarketText } from './useMarketText'

const idOf = (value: string | undefined): number | null => {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

const BackLink = () => {
  const { t } = useTranslation()
  return (
    <Button
      component={RoutedLink}
      to={PATHS.marketplace}
      startIcon={<ArrowBack />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('marketplace.listing.back')}
    </Button>
  )
}

const ListingView = ({ listing }: { listing: Listing }) => {
  const { t } = useTranslation()
  const text = useMarketText()
  const place = text.place(listing.location, listing.remote)
  return (
    <Paper component="article" variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2.5}>
        {listing.status === ListingStatus.Hidden && (
          <Alert severity="warning">{t('marketplace.listing.hidden')}</Alert>
        )}
        {listing.status === ListingStatus.Closed && (
          <Alert severity="info">{t('marketplace.listing.closed')}</Alert>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Box sx={{ flex: { md: '1 1 55%' }, minWidth: 0 }}>
            {listing.images.length > 0 ? (
              <ListingGallery images={listing.images} title={listing.title} />
            ) : (
              <ListingThumb imageUrl={null} category={listing.category} size={120} />
            )}
          </Box>
          <Stack spacing={1.5} sx={{ flex: { md: '1 1 45%' }, minWidth: 0 }}>
            <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
              {listing.title}
            </Typography>
            <Stack direction="row" useFlexGap flexWrap="wrap" gap={0.75}>
              <Chip size="small" color="primary" variant="outlined" label={text.kind(listing.kind)} />
              <Chip size="small" label={text.category(listing.category)} />
              <ListingStatusChip status={listing.status} />
            </Stack>
            <Typography variant="h2" component="div">
              {text.price(listing.price)}
            </Typography>
            {place && (
              <Stack direction="row" spacing={0.5} alignItems="center">
                <PlaceOutlined fontSize="small" color="action" aria-hidden />
                <Typography sx={{ overflowWrap: 'anywhere' }}>{place}</Typography>
              </Stack>
            )}
            <Typography variant="body2" color="text.secondary">
              {t('marketplace.listing.published')} <Timestamp value={listing.createdAt} />
              {listing.updatedAt && (
                <>
                  {' · '}
                  {t('marketplace.listing.updated')} <Timestamp value={listing.updatedAt} />
                </>
              )}
            </Typography>
            <ListingActions listing={listing} />
            <ListingAuthor author={listing.author} />
          </Stack>
        </Stack>
        <Box component="section" aria-labelledby="listing-description">
          <Typography id="listing-description" variant="h2" sx={{ mb: 1 }}>
            {t('marketplace.listing.description')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <LinkifiedText text={listing.description} />
          </Typography>
        </Box>
      </Stack>
    </Paper>
  )
}

/** /marketplace/:id (issue 18): one listing, its pictures, its author, and what the reader may do with it. */
export const ListingPage = () => {
  const { t } = useTranslation()
  const id = idOf(useParams().id)
  const listing = useListing(id)
  const online = useDeviceStore((s) => s.online)
  useDocumentTitle(listing.data?.title ?? t('marketplace.title'))
  const missing =
    id === null ||
    (listing.error instanceof ApiError && (listing.error.status === 404 || listing.error.status === 403))

  if (missing)
    return (
      <SectionPage title={t('marketplace.title')}>
        <EmptyState
          icon={<StorefrontOutlined />}
          title={t('marketplace.listing.notFound')}
          hint=""
          action={<BackLink />}
        />
      </SectionPage>
    )

  return (
    <Stack spacing={2}>
      <BackLink />
      {listing.data ? (
        <ListingView listing={listing.data} />
      ) : !online ? (
        <Paper variant="outlined" sx={{ borderRadius: 3 }}>
          <EmptyState
            icon={<CloudOffOutlined />}
            title={t('offline.noConnection')}
            hint={t('marketplace.offline.none')}
          />
        </Paper>
      ) : listing.isError ? (
        <RetryAlert
          error={listing.error}
          onRetry={() => void listing.refetch()}
          fallbackKey="marketplace.listing.loadError"
        />
      ) : (
        <Paper variant="outlined" role="status" aria-label={t('app.loading')} sx={{ borderRadius: 3, p: 3 }}>
          <Skeleton variant="rounded" height={240} />
          <Skeleton width="60%" height={48} />
          <Skeleton width="30%" />
        </Paper>
      )}
    </Stack>
  )
}
