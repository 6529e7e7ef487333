import DeleteOutline from '@mui/icons-material/DeleteOutline'
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined'
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { ExtractionStatus, type UploadItem, type UploadItemFile } from '@nauka/contracts'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DropArea } from '../../files/DropArea'
import { formatFileSize } from '../../files/fileSize'
import { RemoveFileDialog } from './RemoveFileDialog'
import { TransferRow } from './TransferRow'
import { useItemFiles } from './useItemFiles'

const EXTRACTION_COLOR = { pending: 'info', done: 'success', failed: 'warning', skipped: 'default' } as const

/** One line of the files list: a stored file, or one on its way. */
const Line = ({ children }: { children: ReactNode }) => (
  <Box component="li" sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}>
    {children}
  </Box>
)

/** A file of the item: its download link, size, how far its PDF reading got, and its removal. */
const StoredFile = ({ file, onRemove }: { file: UploadItemFile; onRemove: () => void }) => {
  const { t, i18n } = useTranslation()
  return (
    <Stack direction="row" spacing={1.5} alignItems="center">
      <InsertDriveFileOutlined color="action" aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0 }}>
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
      </Box>
      <IconButton onClick={onRemove} aria-label={t('territory.files.remove', { name: file.fileName })}>
        <DeleteOutline />
      </IconButton>
    </Stack>
  )
}

/**
 * The item's files: dropped or picked, each sent with its progress and a cancel button, then
 * joined to the item; a PDF is read for the form's suggestion once it is in.
 */
export const ItemFiles = ({ item }: { item: UploadItem }) => {
  const { t } = useTranslation()
  const { transfers, add, join, drop } = useItemFiles(item.id)
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
            <Line key={file.id}>
              <StoredFile file={file} onRemove={() => setRemoving(file)} />
            </Line>
          ))}
          {transfers.map((transfer) => (
            <Line key={transfer.key}>
              <TransferRow
                transfer={transfer}
                onDone={(fileId) => join(transfer.key, fileId)}
                onDrop={() => drop(transfer.key)}
              />
            </Line>
          ))}
        </Box>
      )}
      <RemoveFileDialog file={removing} onClose={() => setRemoving(null)} />
    </Stack>
  )
}
