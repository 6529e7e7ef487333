import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { ListingStatus, type MessageListing } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { RouterLink } from '../../shared/RouterLink'
import { ListingThumb } from './ListingThumb'
import { useMarketText } from './useMarketText'

/**
 * The listing a chat message is about ("contact the author"): its picture, title, kind, price and
 * status, opening its page. It takes the bubble's text colour, so it reads on the own blue bubble.
 */
export const MessageListingCard = ({ listing }: { listing: MessageListing }) => {
  const { t } = useTranslation()
  const text = useMarketText()
  return (
    <RouterLink to={listing.link} underline="none" color="inherit" sx={{ display: 'block', mb: 0.5 }}>
      <Stack
        direction="row"
        spacing={1}
        alignItems="center"
        data-testid="message-listing"
        sx={{ p: 1, border: 1, borderColor: 'currentColor', borderRadius: 1 }}
      >
        <ListingThumb imageUrl={listing.imageUrl} size={48} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" component="div">
            {t('marketplace.message.caption')}
          </Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{listing.title}</Typography>
          <Typography variant="body2">
            {[
              text.kind(listing.kind),
              text.price(listing.price),
              listing.status === ListingStatus.Open ? null : text.status(listing.status),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
      </Stack>
    </RouterLink>
  )
}
