import ImageOutlined from '@mui/icons-material/ImageOutlined'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { fileUrl } from '@nauka/contracts'
import { type ChangeEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { UploadProgress } from '../../../../shared/upload/UploadProgress'
import { useResumableUpload } from '../../../../shared/upload/useResumableUpload'
import { startDirectUpload } from '../../../files/directUpload'
import { useFieldLabel } from '../fields'
import type { PublicationFormApi } from '../usePublicationForm'

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp'

/** The picked image on its way: its percent and cancel; once in, it is the cover. */
const Sending = ({
  file,
  onDone,
  onEnd,
}: {
  file: File
  onDone: (fileId: string) => void
  onEnd: () => void
}) => {
  const upload = useResumableUpload(file, onDone, startDirectUpload)
  const { state } = upload
  return (
    <UploadProgress
      name={file.name}
      progress={state.progress}
      error={state.status === 'failed' ? state.error : null}
      onCancel={() => {
        upload.cancel()
        onEnd()
      }}
      onRetry={upload.retry}
    />
  )
}

/** SPEC 3: the cover, an image the author uploads; without one the first page of the PDF is shown. */
export const CoverField = ({ form }: { form: PublicationFormApi }) => {
  const { t } = useTranslation()
  const label = useFieldLabel()
  const input = useRef<HTMLInputElement>(null)
  const [picked, setPicked] = useState<File | null>(null)
  const cover = form.draft.cover
  const message = form.errorOf('cover')

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (file) setPicked(file)
  }

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
      {picked && (
        <Sending
          key={`${picked.name}-${picked.lastModified}`}
          file={picked}
          onDone={(fileId) => {
            form.set('cover', fileId)
            setPicked(null)
          }}
          onEnd={() => setPicked(null)}
        />
      )}
      {message && <Alert severity="error">{message}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          startIcon={<ImageOutlined />}
          disabled={form.busy || picked !== null}
          onClick={() => input.current?.click()}
        >
          {cover ? t('territory.cover.change') : t('territory.cover.add')}
        </Button>
        <input ref={input} type="file" accept={IMAGE_TYPES} hidden onChange={pick} />
        {cover && (
          <Button onClick={() => form.set('cover', null)} disabled={form.busy}>
            {t('territory.cover.remove')}
          </Button>
        )}
      </Stack>
    </Stack>
  )
}
