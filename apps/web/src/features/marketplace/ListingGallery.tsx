import ChevronLeft from '@mui/icons-material/ChevronLeft'
import ChevronRight from '@mui/icons-material/ChevronRight'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import type { ListingImage } from '@nauka/contracts'
import { type KeyboardEvent, type TouchEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { galleryStep } from './model'

/** A swipe shorter than this is a tap or a scroll, not a step. */
const SWIPE_PX = 40

/**
 * A listing's pictures: one large, stepped by its buttons, by the arrow keys while the gallery
 * holds the focus, by a swipe on a phone, or by a thumbnail.
 */
export const ListingGallery = ({ images, title }: { images: readonly ListingImage[]; title: string }) => {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  const touchX = useRef<number | null>(null)
  const count = images.length
  const current = images[Math.min(index, count - 1)]
  if (!current) return null
  const step = (delta: number) => setIndex((i) => galleryStep(i, delta, count))
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1)
    else if (event.key === 'ArrowRight') step(1)
    else return
    event.preventDefault()
  }
  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null
  }
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current
    const end = event.changedTouches[0]?.clientX
    touchX.current = null
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return
    step(end < start ? 1 : -1)
  }
  const many = count > 1
  return (
    <Box
      component="section"
      aria-label={t('marketplace.gallery.label')}
      onKeyDown={many ? onKeyDown : undefined}
    >
      <Box
        onTouchStart={many ? onTouchStart : undefined}
        onTouchEnd={many ? onTouchEnd : undefined}
        sx={{
          position: 'relative',
          bgcolor: 'action.hover',
          borderRadius: 2,
          overflow: 'hidden',
          aspectRatio: '4 / 3',
          maxHeight: 480,
        }}
      >
        <Box
          component="img"
          src={current.url}
          alt={t('marketplace.gallery.image', { index: index + 1, count, title })}
          sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
        {many && (
          <>
            <IconButton
              onClick={() => step(-1)}
              aria-label={t('marketplace.gallery.prev')}
              sx={{ ...ARROW_SX, left: 8 }}
            >
              <ChevronLeft />
            </IconButton>
            <IconButton
              onClick={() => step(1)}
              aria-label={t('marketplace.gallery.next')}
              sx={{ ...ARROW_SX, right: 8 }}
            >
              <ChevronRight />
            </IconButton>
          </>
        )}
      </Box>
      {many && (
        <Stack
          component="ul"
          direction="row"
          spacing={1}
          aria-label={t('marketplace.gallery.thumbs')}
          sx={{ m: 0, mt: 1, p: 0, overflowX: 'auto', listStyle: 'none' }}
        >
          {images.map((image, i) => (
            <li key={image.id}>
              <ButtonBase
                onClick={() => setIndex(i)}
                aria-label={t('marketplace.gallery.thumb', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                sx={{
                  width: 64,
                  height: 64,
                  borderRadius: 1,
                  overflow: 'hidden',
                  outline: i === index ? 2 : 0,
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                  m: '4px',
                }}
              >
                <Box
                  component="img"
                  src={image.url}
                  alt=""
                  loading="lazy"
                  sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                />
              </ButtonBase>
            </li>
          ))}
        </Stack>
      )}
    </Box>
  )
}

const ARROW_SX = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'background.paper',
  boxShadow: 1,
  '&:hover': { bgcolor: 'background.paper' },
} as const
