import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ListingCard, listingPath } from '@nauka/contracts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RoutedLink } from 'react-router'
import { personName } from '../../shared/names'
import { Timestamp } from '../../shared/time/Timestamp'
import { ListingStatusChip } from './ListingStatusChip'
import { ListingThumb } from './ListingThumb'
import { useMarketText } from './useMarketText'

type Props = {
  listing: ListingCard
  /** The own listings show their status; the open list has only open ones. */
  showStatus?: boolean
  /** The heading level of its title in the page around it. */
  headingLevel?: 'h2' | 'h3'
}

/**
 * One listing in a list: its first picture (or its category's icon), title, kind, category,
 * price, place, author and date; the title opens its page.
 */
export const ListingCardView = ({ listing, showStatus = false, headingLevel = 'h2' }: Props) => {
  const { t } = useTranslation()
  const text = useMarketText()
  const titleId = useId()
  const place = text.place(listing.location, listing.remote)
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{ display: 'flex', gap: 2, px: { xs: 2, sm: 3 }, py: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <ListingThumb imageUrl={listing.imageUrl} category={listing.category} size={{ xs: 72, sm: 96 }} />
      <Stack spacing={0.75} sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={titleId} variant="h3" component={headingLevel} sx={{ overflowWrap: 'anywhere' }}>
          <Link component={RoutedLink} to={listingPath(listing.id)} underline="hover" color="inherit">
            {listing.title}
          </Link>
        </Typography>
        <Stack direction="row" useFlexGap flexWrap="wrap" gap={0.75} alignItems="center">
          <Chip size="small" label={text.kind(listing.kind)} color="primary" variant="outlined" />
          <Chip size="small" label={text.category(listing.category)} />
          {showStatus && <ListingStatusChip status={listing.status} />}
        </Stack>
        <Typography sx={{ fontWeight: 600 }}>{text.price(listing.price)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[place, personName(listing.author) ?? t('marketplace.noName')].filter(Boolean).join(' · ')}
          {' · '}
          <Timestamp value={listing.createdAt} />
        </Typography>
      </Stack>
    </Box>
  )
}
