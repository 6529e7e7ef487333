import AttachFile from '@mui/icons-material/AttachFile'
import CloseOutlined from '@mui/icons-material/CloseOutlined'
import ErrorOutline from '@mui/icons-material/ErrorOutline'
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { AttachmentMessage, BYTES_PER_MB, LIMITS } from '@nauka/contracts'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { messageText } from '../../../api/errorText'
import { DropArea } from '../../files/DropArea'
import { formatFileSize } from '../../files/fileSize'
import type { Attachment } from './attachments.model'
import type { PickRefusal } from './useAttachments'

type Props = {
  items: readonly Attachment[]
  refusal: PickRefusal | null
  /** The allowed types could not be loaded. */
  rulesFailed: boolean
  disabled: boolean
  onAdd: (files: File[]) => void
  onRemove: (key: string) => void
}

const Row = ({ item, onRemove, disabled }: { item: Attachment; onRemove: () => void; disabled: boolean }) => {
  const { t, i18n } = useTranslation()
  const percent = Math.round(item.progress * 100)
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1.5} alignItems="center">
        {item.status === 'failed' ? (
          <ErrorOutline color="error" />
        ) : (
          <InsertDriveFileOutlined color="action" />
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography noWrap title={item.name}>
            {item.name}
          </Typography>
          <Typography variant="body2" color={item.status === 'failed' ? 'error' : 'text.secondary'}>
            {item.status === 'failed' && item.error
              ? messageText(t, item.error)
              : item.status === 'uploading'
                ? t('files.uploading', { percent })
                : formatFileSize(item.size, i18n.language)}
          </Typography>
        </Box>
        <IconButton
          onClick={onRemove}
          disabled={disabled}
          aria-label={t(item.status === 'uploading' ? 'files.cancel' : 'files.remove', { name: item.name })}
        >
          <CloseOutlined />
        </IconButton>
      </Stack>
      {item.status === 'uploading' && (
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('files.progress', { name: item.name })}
          sx={{ mt: 1 }}
        />
      )}
    </Box>
  )
}

/** The limits message with its numbers (SPEC 5: 10 files, 100 MB). */
const refusalText = (t: TFunction, key: string, names: readonly string[]) =>
  key === AttachmentMessage.unsupported
    ? t('postEditor.unsupportedFiles', { message: t(key), names: names.join(', ') })
    : t(key)

/**
 * SPEC 5: attachments by drag and drop or the file picker. Each file shows its own progress and can
 * be cancelled or removed; what breaks the limits is refused before anything is uploaded.
 */
export const AttachmentsField = ({ items, refusal, rulesFailed, disabled, onAdd, onRemove }: Props) => {
  const { t } = useTranslation()
  return (
    <Stack spacing={1}>
      <DropArea
        onDrop={onAdd}
        disabled={disabled}
        pickLabel={t('postEditor.attach')}
        pickIcon={<AttachFile />}
        hint={t('postEditor.dropHint')}
        dropNow={t('postEditor.dropNow')}
        footer={
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('postEditor.limits', {
              files: LIMITS.attachmentsMaxFiles,
              megabytes: LIMITS.attachmentsMaxTotalBytes / BYTES_PER_MB,
            })}
          </Typography>
        }
      />
      {rulesFailed && <Alert severity="warning">{t('postEditor.rulesFailed')}</Alert>}
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal.errors.map((key) => (
            <div key={key}>{refusalText(t, key, refusal.unsupportedNames)}</div>
          ))}
        </Alert>
      )}
      {items.length > 0 && (
        <Box component="ul" aria-label={t('postEditor.attachments')} sx={{ m: 0, p: 0 }}>
          {items.map((item) => (
            <Row key={item.key} item={item} disabled={disabled} onRemove={() => onRemove(item.key)} />
          ))}
        </Box>
      )}
    </Stack>
  )
}
