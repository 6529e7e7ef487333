import ArrowUpward from '@mui/icons-material/ArrowUpward'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { HEADER_HEIGHT } from '../../shared/sizes'

type Props = { count: number; onShow: () => void }

/**
 * "N new posts" over the top of the feed while new posts wait: it floats (takes no room), so the
 * list does not move when it appears. A status region, so a screen reader hears of new posts too.
 */
export const NewPostsBar = ({ count, onShow }: Props) => {
  const { t } = useTranslation()
  return (
    <Box
      role="status"
      sx={{
        position: 'sticky',
        top: HEADER_HEIGHT,
        zIndex: 1,
        height: 0,
        display: 'flex',
        justifyContent: 'center',
        overflow: 'visible',
      }}
    >
      {count > 0 && (
        <Button
          variant="contained"
          size="small"
          startIcon={<ArrowUpward />}
          onClick={onShow}
          sx={{ mt: 1, borderRadius: 5, boxShadow: 3, whiteSpace: 'nowrap' }}
        >
          {t('feed.live.newPosts', { count })}
        </Button>
      )}
    </Box>
  )
}
