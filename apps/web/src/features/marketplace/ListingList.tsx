import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined'
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { ListingPage } from '@nauka/contracts'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { failureMessage, messageText } from '../../api/errorText'
import { EmptyState } from '../../shared/EmptyState'
import { InfiniteList } from '../../shared/InfiniteList'
import { currentLocale } from '../../shared/locale'
import { fullDateTime } from '../../shared/time/format'
import { useDeviceStore } from '../device/device.store'
import { ListingCardView } from './ListingCardView'
import { ListingsSkeleton } from './ListingsSkeleton'
import { isFiltered, listingsOf, type MarketFilters } from './model'

type Props = {
  filters: MarketFilters
  listings: UseInfiniteQueryResult<InfiniteData<ListingPage>>
  onCreate: () => void
}

/**
 * The listings with "show more"; their count; the designed empty states (nothing yet, nothing
 * found, none of mine); offline, what was last loaded and since when.
 */
export const ListingList = ({ filters, listings, onCreate }: Props) => {
  const { t, i18n } = useTranslation()
  const online = useDeviceStore((s) => s.online)
  const pages = listings.data?.pages ?? []
  const items = listingsOf(pages)
  const first = pages[0]
  const mine = filters.mine === true

  if (!online && !listings.data)
    return (
      <EmptyState
        icon={<CloudOffOutlined />}
        title={t('offline.noConnection')}
        hint={t('marketplace.offline.none')}
      />
    )

  const empty = isFiltered(filters) ? (
    <EmptyState
      icon={<StorefrontOutlined />}
      title={t('marketplace.notFound.title')}
      hint={t('marketplace.notFound.hint')}
    />
  ) : (
    <EmptyState
      icon={<StorefrontOutlined />}
      title={t(mine ? 'marketplace.mineEmpty.title' : 'marketplace.empty.title')}
      hint={t(mine ? 'marketplace.mineEmpty.hint' : 'marketplace.empty.hint')}
      action={
        <Button variant="contained" onClick={onCreate}>
          {t('marketplace.new')}
        </Button>
      }
    />
  )

  return (
    <>
      {!online && listings.data && (
        <Alert severity="info" role="status" icon={<CloudOffOutlined />} sx={{ borderRadius: 0 }}>
          {t('marketplace.offline.asOf', {
            time: fullDateTime(listings.dataUpdatedAt, currentLocale(i18n.language)),
          })}
        </Alert>
      )}
      {first && items.length > 0 && (
        <Typography role="status" color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, py: 1 }}>
          {t('marketplace.count', { count: first.count })}
        </Typography>
      )}
      <InfiniteList
        items={items}
        getKey={(item) => item.id}
        renderItem={(item) => <ListingCardView listing={item} showStatus={mine} />}
        hasMore={online && listings.hasNextPage}
        loading={listings.isFetchingNextPage}
        onLoadMore={() => void listings.fetchNextPage()}
        skeleton={<ListingsSkeleton />}
        initialLoading={listings.isPending}
        empty={empty}
        error={
          online && listings.error
            ? messageText(t, failureMessage(listings.error, 'marketplace.loadError'))
            : null
        }
        errorCause={listings.error}
        onRetry={() => void listings.refetch()}
        label={t('marketplace.listLabel')}
      />
    </>
  )
}
