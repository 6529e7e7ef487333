import AutoFixHighOutlined from '@mui/icons-material/AutoFixHighOutlined'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { ExtractionStatus, type UploadItem } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useExtraction } from '../territory.queries'
import { useFieldLabel } from './fields'
import { fieldsToFill, fillEmpty } from './fillFromPdf'
import type { PublicationFormApi } from './usePublicationForm'

const PDF = 'application/pdf'

/** The PDF whose suggestion the form offers: the first one whose reading was not skipped. */
export const suggestingPdf = (item: UploadItem) =>
  item.files.find((file) => file.mime === PDF && file.extraction !== ExtractionStatus.Skipped) ?? null

/**
 * "Fill from PDF": once the PDF's extraction job has run, the form offers what it found for the
 * fields still empty, names them, and fills them only when the author says so.
 */
export const PdfSuggestion = ({ item, form }: { item: UploadItem; form: PublicationFormApi }) => {
  const { t } = useTranslation()
  const label = useFieldLabel()
  const pdf = suggestingPdf(item)
  const extraction = useExtraction(pdf?.fileId ?? null)
  const [declined, setDeclined] = useState<string | null>(null)
  const status = extraction.data?.status
  if (!pdf || declined === pdf.fileId) return null
  if (status === ExtractionStatus.Pending)
    return (
      <Alert severity="info" role="status">
        {t('territory.pdf.reading', { name: pdf.fileName })}
      </Alert>
    )
  const suggestion = extraction.data?.suggestion
  if (status !== ExtractionStatus.Done || !suggestion) return null
  const fields = fieldsToFill(form.draft, suggestion)
  if (fields.length === 0) return null
  return (
    <Alert severity="info" icon={<AutoFixHighOutlined />} role="region" aria-label={t('territory.pdf.title')}>
      <AlertTitle>{t('territory.pdf.title')}</AlertTitle>
      {t('territory.pdf.offer', { name: pdf.fileName, fields: fields.map(label).join(', ') })}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }} flexWrap="wrap" useFlexGap>
        <Button
          variant="contained"
          size="small"
          disabled={form.busy}
          onClick={() => form.edit(fillEmpty(form.draft, suggestion))}
        >
          {t('territory.pdf.fill')}
        </Button>
        <Button size="small" onClick={() => setDeclined(pdf.fileId)}>
          {t('territory.pdf.decline')}
        </Button>
      </Stack>
    </Alert>
  )
}
