import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined'
import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { CITATION_FORMATS, type CitationFormat } from '@nauka/contracts'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RetryAlert } from '../../../shared/RetryAlert'
import { useSnackbar } from '../../../shared/toasts/toaster'
import { ResponsiveDialog } from '../../layout/ResponsiveDialog'
import { citationFileUrl } from './citation.api'
import { useCitation } from './citation.queries'

type Props = { publicationId: string; open: boolean; onClose: () => void }

/**
 * "Cite": the publication in the format the reader picks (BibTeX, RIS, CSL-JSON, GOST, APA), as
 * the server formats it, in a read-only box to copy or save as a file.
 */
export const CiteDialog = ({ publicationId, open, onClose }: Props) => {
  const { t } = useTranslation()
  const formatLabelId = useId()
  const { enqueueSnackbar } = useSnackbar()
  const [format, setFormat] = useState<CitationFormat>(CITATION_FORMATS[0])
  const citation = useCitation(publicationId, format)
  const text = citation.data ?? ''

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      enqueueSnackbar(t('publication.cite.copied'), { variant: 'success' })
    } catch {
      enqueueSnackbar(t('publication.cite.copyFailed'), { variant: 'error' })
    }
  }

  return (
    <ResponsiveDialog open={open} onClose={onClose} title={t('publication.cite.title')} maxWidth="md">
      <DialogContent>
        <Stack spacing={2}>
          <FormControl>
            <FormLabel id={formatLabelId}>{t('publication.cite.format')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={formatLabelId}
              value={format}
              onChange={(event) => setFormat(event.target.value as CitationFormat)}
            >
              {CITATION_FORMATS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(`publication.cite.formats.${value}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          {citation.isError ? (
            <RetryAlert
              error={citation.error}
              onRetry={() => void citation.refetch()}
              fallbackKey="publication.cite.loadError"
            />
          ) : (
            <TextField
              label={t('publication.cite.text')}
              value={citation.isPending ? t('publication.cite.loading') : text}
              multiline
              minRows={6}
              maxRows={16}
              fullWidth
              aria-busy={citation.isPending}
              slotProps={{
                input: { readOnly: true },
                htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace', fontSize: 14 } },
              }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          startIcon={<ContentCopyOutlined />}
          onClick={() => void copy()}
          disabled={!citation.isSuccess}
        >
          {t('publication.cite.copy')}
        </Button>
        <Button
          component="a"
          href={citationFileUrl(publicationId, format)}
          download
          startIcon={<DownloadOutlined />}
        >
          {t('publication.cite.download')}
        </Button>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </ResponsiveDialog>
  )
}
