import Download from '@mui/icons-material/Download'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type DialogRecordInfo, RecordStatus } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../shared/locale'
import { fullDateTime } from '../../shared/time/format'
import { formatCallDuration } from './callMessages'

type Props = { record: DialogRecordInfo; mayDelete: boolean; onDelete: () => void }

const STATUS_TEXT: Partial<Record<DialogRecordInfo['recordStatus'], string>> = {
  [RecordStatus.Active]: 'calls.records.recording',
  [RecordStatus.Init]: 'calls.records.processing',
  [RecordStatus.Error]: 'calls.records.failed',
}

/** The recording's length: the stored file's, else from its start to its end. */
const lengthOf = (record: DialogRecordInfo): number | null => {
  if (record.recordFile?.durationSec != null) return record.recordFile.durationSec
  if (!record.recordEndDate) return null
  return (Date.parse(record.recordEndDate) - Date.parse(record.recordStartDate)) / 1000
}

/** Issue 17: one recording of the dialog's calls: name, date, length, and its player once stored. */
export const RecordingItem = ({ record, mayDelete, onDelete }: Props) => {
  const { t, i18n } = useTranslation()
  const seconds = lengthOf(record)
  const file = record.recordFile
  const status = STATUS_TEXT[record.recordStatus]
  const details = [
    fullDateTime(record.recordStartDate, currentLocale(i18n.language)),
    seconds === null ? null : formatCallDuration(seconds),
  ]
    .filter(Boolean)
    .join(' · ')
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {record.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {details}
      </Typography>
      {status && (
        <Typography
          variant="body2"
          color={record.recordStatus === RecordStatus.Error ? 'error' : 'text.secondary'}
        >
          {t(status)}
        </Typography>
      )}
      {file && (
        // biome-ignore lint/a11y/useMediaCaption: a recorded call has no captions to offer
        <video
          controls
          preload="metadata"
          src={file.url}
          aria-label={t('calls.records.player', { name: record.name })}
          style={{ display: 'block', width: '100%', maxHeight: 360, marginTop: 8, background: '#000' }}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {file && (
          <Button size="small" component="a" href={file.url} download={file.name} startIcon={<Download />}>
            {t('calls.records.download')}
          </Button>
        )}
        {mayDelete && record.recordStatus !== RecordStatus.Active && (
          <Button size="small" color="error" onClick={onDelete}>
            {t('calls.records.delete')}
          </Button>
        )}
      </Stack>
    </Box>
  )
}
