import ArticleOutlined from '@mui/icons-material/ArticleOutlined'
import Box from '@mui/material/Box'

type Props = { src: string | null; size: 'page' | 'thumb' }

const SIZES = {
  page: { width: { xs: 120, sm: 160 }, height: { xs: 160, sm: 220 } },
  thumb: { width: 48, height: 64 },
} as const

/**
 * The cover (or the first page) of a publication, or a placeholder while there is none. It is
 * decorative: the title beside it says what it is.
 */
export const PublicationCover = ({ src, size }: Props) => (
  <Box
    aria-hidden
    sx={{
      ...SIZES[size],
      flexShrink: 0,
      borderRadius: size === 'page' ? 2 : 1,
      overflow: 'hidden',
      border: 1,
      borderColor: 'divider',
      bgcolor: 'action.hover',
      color: 'primary.main',
      display: 'grid',
      placeItems: 'center',
      '& svg': { fontSize: size === 'page' ? 56 : 28 },
    }}
  >
    {src ? (
      <Box
        component="img"
        src={src}
        alt=""
        loading="lazy"
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    ) : (
      <ArticleOutlined />
    )}
  </Box>
)
