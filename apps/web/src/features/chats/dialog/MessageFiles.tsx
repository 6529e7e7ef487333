import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import { fileUrl, type MessageFile } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { formatFileSize } from '../../files/fileSize'

/** Reference `fileType` of a voice message's file. */
const VOICE_FILE = 21

const urlOf = (file: MessageFile) => file.url || fileUrl(file.id)

/**
 * A message's files: images as thumbnails, voice and audio as a player, anything else as a chip
 * that downloads it through the files API (which checks the reader may read it).
 */
export const MessageFiles = ({ files, voice }: { files: readonly MessageFile[]; voice: boolean }) => {
  const { t, i18n } = useTranslation()
  if (files.length === 0) return null
  return (
    <Stack spacing={0.5} sx={{ mt: 0.5 }}>
      {files.map((file) => {
        if (voice || file.fileType === VOICE_FILE || file.mime.startsWith('audio/'))
          return (
            // biome-ignore lint/a11y/useMediaCaption: a voice message has no captions to offer
            <audio
              key={file.id}
              controls
              preload="metadata"
              src={urlOf(file)}
              aria-label={voice ? t('chatDialog.voice.label') : file.name}
              style={{ maxWidth: '100%' }}
            />
          )
        if (file.mime.startsWith('image/'))
          return (
            <Box key={file.id} component="a" href={urlOf(file)} target="_blank" rel="noopener">
              <Box
                component="img"
                src={urlOf(file)}
                alt={file.name}
                loading="lazy"
                sx={{ maxWidth: 240, maxHeight: 240, borderRadius: 1, display: 'block' }}
              />
            </Box>
          )
        const label = `${file.name} · ${formatFileSize(file.size, i18n.language)}`
        return (
          <Chip
            key={file.id}
            component="a"
            href={urlOf(file)}
            download={file.name}
            clickable
            icon={<InsertDriveFileOutlined />}
            label={label}
            // The name holds the visible text whole, so voice control finds the chip by what it reads.
            aria-label={t('chatDialog.file.download', { name: label })}
            variant="outlined"
            // The bubble's own text colour: a filled chip's dark text is unreadable on the own (blue) bubble.
            sx={{
              maxWidth: '100%',
              alignSelf: 'flex-start',
              color: 'inherit',
              borderColor: 'currentColor',
              '& .MuiChip-icon': { color: 'inherit' },
            }}
          />
        )
      })}
    </Stack>
  )
}
