import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useDropzone } from 'react-dropzone'

type Props = {
  onDrop: (files: File[]) => void
  disabled?: boolean
  /** The button's text, also the name of the hidden file input. */
  pickLabel: string
  pickIcon: ReactNode
  /** What to do, and what it shows while files are dragged over it. */
  hint: string
  dropNow: string
  /** Below the button: the limits, say. */
  footer?: ReactNode
}

/**
 * Files dropped on a dashed area or picked with its button (the keyboard's way: the area itself
 * takes no clicks or keys, so the button is the one control).
 */
export const DropArea = ({ onDrop, disabled = false, pickLabel, pickIcon, hint, dropNow, footer }: Props) => {
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop,
    noClick: true,
    noKeyboard: true,
    disabled,
    multiple: true,
  })
  return (
    <Box
      {...getRootProps()}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: isDragActive ? 'primary.main' : 'divider',
        bgcolor: isDragActive ? 'action.hover' : 'transparent',
        borderRadius: 2,
        p: 2,
        textAlign: 'center',
      }}
    >
      <input {...getInputProps()} aria-label={pickLabel} />
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {isDragActive ? dropNow : hint}
      </Typography>
      <Button variant="outlined" startIcon={pickIcon} onClick={open} disabled={disabled}>
        {pickLabel}
      </Button>
      {footer}
    </Box>
  )
}
