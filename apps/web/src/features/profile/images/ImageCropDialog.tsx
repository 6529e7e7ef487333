import ZoomInOutlined from '@mui/icons-material/ZoomInOutlined'
import ZoomOutOutlined from '@mui/icons-material/ZoomOutOutlined'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Slider from '@mui/material/Slider'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ProfileImageKind } from '@nauka/contracts'
import { useEffect, useId, useState } from 'react'
import Cropper, { type Area, type Point } from 'react-easy-crop'
import { useTranslation } from 'react-i18next'
import { cropToBlob, IMAGE_ASPECT, type PixelArea } from './cropImage'

type Props = {
  /** The picked file; the dialog is open while there is one. */
  file: File | null
  kind: ProfileImageKind
  onCancel: () => void
  onCropped: (blob: Blob) => void
}

const MIN_ZOOM = 1
const MAX_ZOOM = 4

/** Crop before upload: a square for the avatar, 3:1 for the banner; drag, zoom, or use the keys. */
export const ImageCropDialog = ({ file, kind, onCancel, onCropped }: Props) => {
  const { t } = useTranslation()
  const titleId = useId()
  const [src, setSrc] = useState<string | null>(null)
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(1)
  const [area, setArea] = useState<PixelArea | null>(null)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (!file) return
    const url = URL.createObjectURL(file)
    setSrc(url)
    setCrop({ x: 0, y: 0 })
    setZoom(1)
    setArea(null)
    setFailed(false)
    return () => URL.revokeObjectURL(url)
  }, [file])

  const save = async () => {
    if (!src || !area) return
    setBusy(true)
    setFailed(false)
    try {
      onCropped(await cropToBlob(src, area, kind))
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={file !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t(`profile.images.crop.title.${kind}`)}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
          {t('profile.images.crop.hint')}
        </Typography>
        <Box
          sx={{
            position: 'relative',
            height: { xs: 260, sm: 340 },
            bgcolor: 'grey.900',
            borderRadius: 2,
            overflow: 'hidden',
          }}
        >
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              aspect={IMAGE_ASPECT[kind]}
              cropShape={kind === 'avatar' ? 'round' : 'rect'}
              showGrid={kind === 'banner'}
              keyboardStep={10}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_: Area, pixels: Area) => setArea(pixels)}
              cropperProps={{ 'aria-label': t('profile.images.crop.area') }}
              mediaProps={{ alt: t('profile.images.crop.preview') }}
            />
          )}
        </Box>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 2 }}>
          <ZoomOutOutlined aria-hidden color="action" />
          <Slider
            value={zoom}
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={0.05}
            onChange={(_, value) => setZoom(value as number)}
            aria-label={t('profile.images.crop.zoom')}
            getAriaValueText={(v) => `${Math.round(v * 100)}%`}
          />
          <ZoomInOutlined aria-hidden color="action" />
        </Stack>
        {failed && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('profile.images.crop.failed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={!area || busy}>
          {t('profile.images.crop.save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
