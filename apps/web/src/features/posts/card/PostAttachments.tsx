import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import type { FileDescriptor } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { formatFileSize } from '../../files/fileSize'

/** Images a browser shows inline; anything else is offered as a file to open or download. */
const isPreviewable = (file: FileDescriptor) => /^image\/(png|jpeg|gif|webp|avif|svg\+xml)$/.test(file.mime)

/** A post's files: images as thumbnails, other files as chips with name and size (SPEC 3, 5). */
export const PostAttachments = ({ files }: { files: readonly FileDescriptor[] }) => {
  const { t, i18n } = useTranslation()
  if (files.length === 0) return null
  const images = files.filter(isPreviewable)
  const others = files.filter((file) => !isPreviewable(file))
  return (
    <Stack spacing={1} component="section" aria-label={t('feed.post.attachments')}>
      {images.length > 0 && (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }}>
          {images.map((file) => (
            <Box
              key={file.id}
              component="a"
              href={file.url}
              target="_blank"
              rel="noopener"
              sx={{ display: 'block', borderRadius: 2, overflow: 'hidden', bgcolor: 'action.hover' }}
            >
              <Box
                component="img"
                src={file.url}
                alt={file.name}
                loading="lazy"
                // The whole image, letterboxed on the link's background: cropping cut off the
                // edges of figures and text in them.
                sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'contain' }}
              />
            </Box>
          ))}
        </Box>
      )}
      {others.length > 0 && (
        <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1}>
          {others.map((file) => (
            <Chip
              key={file.id}
              component="a"
              href={file.url}
              target="_blank"
              rel="noopener"
              clickable
              variant="outlined"
              icon={<InsertDriveFileOutlined />}
              label={`${file.name} · ${formatFileSize(file.size, i18n.language)}`}
              sx={{ maxWidth: '100%' }}
            />
          ))}
        </Stack>
      )}
    </Stack>
  )
}
