import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ProfileImageKind } from '@nauka/contracts'
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '../../shared/toasts/toaster'
import { useFailureToast } from '../../shared/toasts/useFailureToast'
import { uploadFile } from '../files/upload'
import { imageFileIssue, OUTPUT_TYPE } from '../profile/images/cropImage'
import { ImageCropDialog } from '../profile/images/ImageCropDialog'

const ISSUE_KEY = { type: 'profile.image.type', tooLarge: 'profile.image.tooLarge' } as const

type Props = {
  kind: ProfileImageKind
  /** The picture shown until another is picked (the group's present one). */
  currentUrl: string | null
  /** Set (an uploaded file's id), cleared (null). */
  onChange: (fileId: string | null) => void
  disabled?: boolean
  /** Reports an upload in progress, so the form waits for it. */
  onBusy?: (busy: boolean) => void
}

/**
 * A group's avatar or banner, as the profile's images: picked, cropped (square, or 3:1), then
 * uploaded at once (`POST /files`); the form sends the file's id.
 */
export const GroupPictureField = ({ kind, currentUrl, onChange, disabled = false, onBusy }: Props) => {
  const { t } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  const showFailure = useFailureToast()
  const input = useRef<HTMLInputElement>(null)
  const labelId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(currentUrl)
  const [busy, setBusy] = useState(false)
  useEffect(() => () => (preview?.startsWith('blob:') ? URL.revokeObjectURL(preview) : undefined), [preview])

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null
    event.target.value = ''
    if (!picked) return
    const issue = imageFileIssue(picked)
    if (issue) enqueueSnackbar(t(ISSUE_KEY[issue]), { variant: 'error' })
    else setFile(picked)
  }

  const upload = async (blob: Blob) => {
    setBusy(true)
    onBusy?.(true)
    try {
      const uploaded = await uploadFile(new File([blob], `${kind}.jpg`, { type: OUTPUT_TYPE }))
      setPreview(URL.createObjectURL(blob))
      onChange(uploaded.id)
    } catch (error) {
      showFailure(error)
    } finally {
      setBusy(false)
      onBusy?.(false)
    }
  }

  const square = kind === 'avatar'
  return (
    <Stack direction="row" spacing={2} alignItems="center" role="group" aria-labelledby={labelId}>
      <Box
        sx={{
          width: square ? 64 : 144,
          height: 48 + (square ? 16 : 0),
          borderRadius: square ? '50%' : 1,
          flexShrink: 0,
          bgcolor: 'action.hover',
          backgroundImage: preview ? `url("${preview}")` : undefined,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {busy && <CircularProgress size={20} aria-label={t('groups.form.uploading')} />}
      </Box>
      <Stack spacing={0.5} alignItems="flex-start">
        <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
          {t(`groups.form.${kind}`)}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="outlined"
            disabled={disabled || busy}
            onClick={() => input.current?.click()}
          >
            {t('groups.form.pickImage')}
          </Button>
          {preview && (
            <Button
              size="small"
              disabled={disabled || busy}
              onClick={() => {
                setPreview(null)
                onChange(null)
              }}
            >
              {t('groups.form.removeImage')}
            </Button>
          )}
        </Stack>
      </Stack>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hidden
        onChange={onFile}
        data-testid={`group-${kind}-file`}
        aria-label={t(`groups.form.${kind}`)}
      />
      <ImageCropDialog
        file={file}
        kind={kind}
        onCancel={() => setFile(null)}
        onCropped={(blob) => {
          setFile(null)
          void upload(blob)
        }}
      />
    </Stack>
  )
}
