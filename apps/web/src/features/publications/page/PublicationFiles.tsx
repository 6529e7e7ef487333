import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { FileDescriptor } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../shared/locale'
import { formatFileSize } from '../../files/fileSize'

/**
 * The publication's files with their sizes, each downloaded under its own name. The server decides
 * access per file as it does for the item, and counts the download.
 */
export const PublicationFiles = ({ files, label }: { files: readonly FileDescriptor[]; label: string }) => {
  const { t, i18n } = useTranslation()
  const locale = currentLocale(i18n.language)
  return (
    <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {files.map((file) => (
        <Stack
          component="li"
          key={file.id}
          direction="row"
          spacing={1.5}
          alignItems="center"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 1.5, py: 1 }}
        >
          <InsertDriveFileOutlined aria-hidden color="primary" />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{file.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatFileSize(file.size, locale)}
            </Typography>
          </Box>
          <Button
            component="a"
            href={file.url}
            download={file.name}
            startIcon={<DownloadOutlined />}
            aria-label={t('publication.files.downloadOne', { name: file.name })}
            sx={{ flexShrink: 0 }}
          >
            {t('publication.files.download')}
          </Button>
        </Stack>
      ))}
    </Stack>
  )
}
