import CloseOutlined from '@mui/icons-material/CloseOutlined'
import ImageOutlined from '@mui/icons-material/ImageOutlined'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { fileUrl } from '@nauka/contracts'
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ErrorMessage, failureMessage, messageText } from '../../../../api/errorText'
import { isAbort, uploadFile } from '../../../files/upload'
import { useFieldLabel } from '../fields'
import type { PublicationFormApi } from '../usePublicationForm'

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp'

type Sending = { name: string; progress: number; controller: AbortController }

/** SPEC 3: the cover, an image the author uploads; without one the first page of the PDF is shown. */
export const CoverField = ({ form }: { form: PublicationFormApi }) => {
  const { t } = useTranslation()
  const label = useFieldLabel()
  const inputId = useId()
  const [sending, setSending] = useState<Sending | null>(null)
  const [failure, setFailure] = useState<ErrorMessage | null>(null)
  const running = useRef<AbortController | null>(null)
  useEffect(() => () => running.current?.abort(), [])
  const cover = form.draft.cover
  const message = form.errorOf('cover')

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const controller = new AbortController()
    running.current = controller
    setFailure(null)
    setSending({ name: file.name, progress: 0, controller })
    uploadFile(file, {
      signal: controller.signal,
      onProgress: (progress) => setSending((now) => now && { ...now, progress }),
    })
      .then((descriptor) => form.set('cover', descriptor.id))
      .catch((cause) => {
        if (!isAbort(cause)) setFailure(failureMessage(cause))
      })
      .finally(() => setSending(null))
  }

  const percent = Math.round((sending?.progress ?? 0) * 100)
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="p">
        {label('cover')}
      </Typography>
      {cover ? (
        <Box
          component="img"
          src={fileUrl(cover)}
          alt={t('territory.cover.alt')}
          sx={{
            width: 160,
            maxWidth: '100%',
            aspectRatio: '3 / 4',
            objectFit: 'cover',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      ) : (
        <Typography color="text.secondary">{t('territory.cover.none')}</Typography>
      )}
      {sending && (
        <Stack direction="row" spacing={1} alignItems="center">
          <Box sx={{ flex: 1 }}>
            <Typography variant="body2">{t('territory.files.uploading', { percent })}</Typography>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={t('territory.files.progress', { name: sending.name })}
            />
          </Box>
          <Button size="small" startIcon={<CloseOutlined />} onClick={() => sending.controller.abort()}>
            {t('common.cancel')}
          </Button>
        </Stack>
      )}
      {(failure || message) && <Alert severity="error">{failure ? messageText(t, failure) : message}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<ImageOutlined />}
          disabled={form.busy || sending !== null}
        >
          {cover ? t('territory.cover.change') : t('territory.cover.add')}
          <input id={inputId} type="file" accept={IMAGE_TYPES} hidden onChange={pick} />
        </Button>
        {cover && (
          <Button onClick={() => form.set('cover', null)} disabled={form.busy}>
            {t('territory.cover.remove')}
          </Button>
        )}
      </Stack>
    </Stack>
  )
}
