import CloseOutlined from '@mui/icons-material/CloseOutlined'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import ErrorOutline from '@mui/icons-material/ErrorOutline'
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined'
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { ExtractionStatus, type UploadItem, type UploadItemFile } from '@nauka/contracts'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { messageText } from '../../../api/errorText'
import { DropArea } from '../../files/DropArea'
import { formatFileSize } from '../../files/fileSize'
import type { Attachment } from '../../posts/editor/attachments.model'
import { RemoveFileDialog } from './RemoveFileDialog'
import { useItemFiles } from './useItemFiles'

const EXTRACTION_COLOR = { pending: 'info', done: 'success', failed: 'warning', skipped: 'default' } as const

const Row = ({ icon, children, action }: { icon: ReactNode; children: ReactNode; action: ReactNode }) => (
  <Box component="li" sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}>
    <Stack direction="row" spacing={1.5} alignItems="center">
      {icon}
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      {action}
    </Stack>
  </Box>
)

/** A file of the item: its download link, size, how far its PDF reading got, and its removal. */
const StoredFile = ({ file, onRemove }: { file: UploadItemFile; onRemove: () => void }) => {
  const { t, i18n } = useTranslation()
  return (
    <Row
      icon={<InsertDriveFileOutlined color="action" aria-hidden />}
      action={
        <IconButton onClick={onRemove} aria-label={t('territory.files.remove', { name: file.fileName })}>
          <DeleteOutline />
        </IconButton>
      }
    >
      <Link href={file.url} download={file.fileName} sx={{ overflowWrap: 'anywhere' }}>
        {file.fileName}
      </Link>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="body2" color="text.secondary">
          {formatFileSize(file.fileSize, i18n.language)}
        </Typography>
        {file.extraction !== ExtractionStatus.Skipped && (
          <Chip
            size="small"
            variant="outlined"
            color={EXTRACTION_COLOR[file.extraction]}
            label={t(`territory.files.extraction.${file.extraction}`)}
          />
        )}
      </Stack>
    </Row>
  )
}

/** A file on its way: percent, bar and cancel; or why it failed, and a button to forget it. */
const Transfer = ({ item, onDrop }: { item: Attachment; onDrop: () => void }) => {
  const { t } = useTranslation()
  const percent = Math.round(item.progress * 100)
  const failed = item.status === 'failed'
  return (
    <Row
      icon={
        failed ? (
          <ErrorOutline color="error" aria-hidden />
        ) : (
          <UploadFileOutlined color="action" aria-hidden />
        )
      }
      action={
        <IconButton
          onClick={onDrop}
          aria-label={t(failed ? 'territory.files.dismiss' : 'territory.files.cancel', { name: item.name })}
        >
          <CloseOutlined />
        </IconButton>
      }
    >
      <Typography noWrap title={item.name}>
        {item.name}
      </Typography>
      <Typography variant="body2" color={failed ? 'error' : 'text.secondary'}>
        {failed && item.error ? messageText(t, item.error) : t('territory.files.uploading', { percent })}
      </Typography>
      {!failed && (
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('territory.files.progress', { name: item.name })}
          sx={{ mt: 1 }}
        />
      )}
    </Row>
  )
}

/**
 * The item's files: dropped or picked, each sent with its progress and a cancel button, then
 * joined to the item; a PDF is read for the form's suggestion once it is in.
 */
export const ItemFiles = ({ item }: { item: UploadItem }) => {
  const { t } = useTranslation()
  const { transfers, add, drop } = useItemFiles(item.id)
  const [removing, setRemoving] = useState<UploadItemFile | null>(null)
  const empty = item.files.length === 0 && transfers.length === 0
  return (
    <Stack spacing={1.5}>
      <DropArea
        onDrop={add}
        pickLabel={t('territory.files.add')}
        pickIcon={<UploadFileOutlined />}
        hint={t('territory.files.dropHint')}
        dropNow={t('territory.files.dropNow')}
      />
      {empty && <Typography color="text.secondary">{t('territory.files.none')}</Typography>}
      {(item.files.length > 0 || transfers.length > 0) && (
        <Box component="ul" aria-label={t('territory.files.label')} sx={{ m: 0, p: 0 }}>
          {item.files.map((file) => (
            <StoredFile key={file.id} file={file} onRemove={() => setRemoving(file)} />
          ))}
          {transfers.map((transfer) => (
            <Transfer key={transfer.key} item={transfer} onDrop={() => drop(transfer.key)} />
          ))}
        </Box>
      )}
      <RemoveFileDialog file={removing} onClose={() => setRemoving(null)} />
    </Stack>
  )
}
