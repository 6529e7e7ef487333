import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined'
import ArrowBack from '@mui/icons-material/ArrowBack'
import ArrowForward from '@mui/icons-material/ArrowForward'
import CloseOutlined from '@mui/icons-material/CloseOutlined'
import ErrorOutline from '@mui/icons-material/ErrorOutline'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { MARKET_LIMITS } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { DropArea } from '../files/DropArea'
import type { ImageItem } from './images.model'
import type { ImageRefusal } from './useListingImages'

type Props = {
  items: readonly ImageItem[]
  refusal: ImageRefusal | null
  disabled: boolean
  onAdd: (files: File[]) => void
  onRemove: (key: string) => void
  onMove: (key: string, delta: number) => void
}

/**
 * A listing's pictures (png or jpeg, at most 8): dropped or picked, each uploading at once; they
 * move earlier or later by their buttons (the keyboard's way too), and are removed by theirs.
 */
export const ImagesField = ({ items, refusal, disabled, onAdd, onRemove, onMove }: Props) => {
  const { t } = useTranslation()
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        {t('marketplace.editor.images')}
      </Typography>
      {items.length > 0 && (
        <Box
          component="ul"
          aria-label={t('marketplace.editor.images')}
          sx={{ m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {items.map((item, index) => {
            const number = index + 1
            return (
              <Box
                component="li"
                key={item.key}
                sx={{
                  listStyle: 'none',
                  width: 120,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                  p: 0.5,
                }}
              >
                <Box sx={{ position: 'relative', width: '100%', height: 90 }}>
                  <Box
                    component="img"
                    src={item.url}
                    alt={t('marketplace.editor.imageAlt', { index: number })}
                    sx={{
                      width: '100%',
                      height: '100%',
                      objectFit: 'cover',
                      borderRadius: 1,
                      display: 'block',
                    }}
                  />
                  {item.status !== 'ready' && (
                    <Box
                      role="status"
                      sx={{
                        position: 'absolute',
                        inset: 0,
                        display: 'grid',
                        placeItems: 'center',
                        bgcolor: 'rgba(0,0,0,0.5)',
                        color: 'common.white',
                        borderRadius: 1,
                      }}
                    >
                      {item.status === 'uploading' ? (
                        <CircularProgress
                          size={24}
                          color="inherit"
                          aria-label={t('marketplace.editor.uploading', { index: number })}
                        />
                      ) : (
                        <ErrorOutline
                          role="img"
                          aria-label={t('marketplace.editor.uploadFailed', { index: number })}
                        />
                      )}
                    </Box>
                  )}
                </Box>
                <Stack direction="row" justifyContent="space-between">
                  <IconButton
                    size="small"
                    disabled={disabled || index === 0}
                    onClick={() => onMove(item.key, -1)}
                    aria-label={t('marketplace.editor.moveLeft', { index: number })}
                  >
                    <ArrowBack fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    disabled={disabled || index === items.length - 1}
                    onClick={() => onMove(item.key, 1)}
                    aria-label={t('marketplace.editor.moveRight', { index: number })}
                  >
                    <ArrowForward fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    disabled={disabled}
                    onClick={() => onRemove(item.key)}
                    aria-label={t('marketplace.editor.remove', { index: number })}
                  >
                    <CloseOutlined fontSize="small" />
                  </IconButton>
                </Stack>
              </Box>
            )
          })}
        </Box>
      )}
      <DropArea
        onDrop={onAdd}
        disabled={disabled || items.length >= MARKET_LIMITS.imagesMax}
        pickLabel={t('marketplace.editor.addImages')}
        pickIcon={<AddPhotoAlternateOutlined />}
        hint={t('marketplace.editor.imagesHint', { max: MARKET_LIMITS.imagesMax })}
        dropNow={t('postEditor.dropNow')}
      />
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal.names.length > 0 && (
            <div>{t('marketplace.editor.imageType', { names: refusal.names.join(', ') })}</div>
          )}
          {refusal.overLimit && (
            <div>{t('marketplace.editor.imagesMax', { max: MARKET_LIMITS.imagesMax })}</div>
          )}
        </Alert>
      )}
    </Stack>
  )
}
