import CheckOutlined from '@mui/icons-material/CheckOutlined'
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ErrorMessage, reportableRequestId } from '../api/errorText'

type CopyState = 'idle' | 'copied' | 'failed'

/**
 * Issue 19: under a failure a person cannot mend themselves, the request's id in small print with
 * a button that copies it, so their report to the administrator leads to the server's log lines.
 * Takes the failure itself (`cause`), or a message kept in a flow's state that carries the id
 * (`message`); renders nothing for other failures. A span (not a div), so it may sit inside a
 * paragraph; it takes the colour of what holds it (an alert, a toast) in either theme, at full
 * strength: faded white on the red error toast would fall below the 4.5:1 contrast WCAG AA asks for.
 */
export const RequestIdNote = ({ cause, message }: { cause?: unknown; message?: ErrorMessage | null }) => {
  const { t } = useTranslation()
  const [copy, setCopy] = useState<CopyState>('idle')
  const id = message?.requestId ?? reportableRequestId(cause)
  if (!id) return null

  const copyId = async () => {
    try {
      await navigator.clipboard.writeText(id)
      setCopy('copied')
    } catch {
      // No clipboard (an insecure page, a refused permission): the id stays there to select by hand.
      setCopy('failed')
    }
  }

  return (
    <Box
      component="span"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 0.5,
        typography: 'caption',
      }}
    >
      <span>{t('errors.requestId.label')}</span>
      {/* Any width of phone: the id breaks anywhere rather than widen its holder. */}
      <Box component="code" sx={{ fontFamily: 'monospace', userSelect: 'all', overflowWrap: 'anywhere' }}>
        {id}
      </Box>
      <IconButton
        size="small"
        color="inherit"
        aria-label={t('errors.requestId.copy')}
        onClick={() => void copyId()}
      >
        {copy === 'copied' ? (
          <CheckOutlined fontSize="inherit" />
        ) : (
          <ContentCopyOutlined fontSize="inherit" />
        )}
      </IconButton>
      <span role="status">
        {copy === 'copied' && t('errors.requestId.copied')}
        {copy === 'failed' && t('errors.requestId.copyFailed')}
      </span>
    </Box>
  )
}
