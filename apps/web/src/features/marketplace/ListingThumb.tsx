import Box from '@mui/material/Box'
import { ListingCategory } from '@nauka/contracts'
import { CategoryIcon } from './CategoryIcon'

type Props = {
  imageUrl: string | null
  category?: ListingCategory
  size: number | { xs: number; sm: number }
}

/**
 * A listing's first picture, or its category's icon. Decorative: the title is written beside it.
 * Without a category (a chat message's listing) the generic icon stands in.
 */
export const ListingThumb = ({ imageUrl, category, size }: Props) => (
  <Box
    aria-hidden
    sx={{
      width: size,
      height: size,
      flexShrink: 0,
      borderRadius: 2,
      overflow: 'hidden',
      display: 'grid',
      placeItems: 'center',
      bgcolor: 'action.hover',
      color: 'primary.main',
      '& svg': { fontSize: 36 },
    }}
  >
    {imageUrl ? (
      <Box
        component="img"
        src={imageUrl}
        alt=""
        loading="lazy"
        sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
    ) : (
      <CategoryIcon category={category ?? ListingCategory.Other} />
    )}
  </Box>
)
