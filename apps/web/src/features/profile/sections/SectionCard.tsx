import AddOutlined from '@mui/icons-material/AddOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import type { Theme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { type ReactNode, type Ref, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Tooltip } from '../../../shared/Tooltip'

type Props = {
  title: string
  /** The section's icon before the title (decorative). */
  icon?: ReactNode
  /** Shows the edit (pencil) button; the section's whole content is one form. */
  onEdit?: (() => void) | undefined
  /** Shows an add button; the section is a list of items. */
  onAdd?: (() => void) | undefined
  addLabel?: string | undefined
  /** Changes of this section wait to be sent (offline). */
  pending?: boolean | undefined
  /** The heading, focused when an edit closes (see useEditFocus). */
  headingRef?: Ref<HTMLHeadingElement> | undefined
  children: ReactNode
}

/**
 * Keyboard users keep their place: when a section's form closes (saved or cancelled), focus goes
 * back to the section's heading instead of falling to the top of the page.
 */
export const useEditFocus = (editing: boolean) => {
  const heading = useRef<HTMLHeadingElement>(null)
  const was = useRef(editing)
  useEffect(() => {
    if (was.current && !editing) heading.current?.focus()
    was.current = editing
  }, [editing])
  return heading
}

/** One section of a profile: a titled card with its edit or add action and a pending badge. */
export const SectionCard = ({
  title,
  icon,
  onEdit,
  onAdd,
  addLabel,
  pending,
  headingRef,
  children,
}: Props) => {
  const { t } = useTranslation()
  const headingId = useId()
  // On a phone the add action is an icon, so long section titles keep their line.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ borderRadius: 3, overflow: 'hidden' }}
    >
      <Stack
        direction="row"
        alignItems="center"
        spacing={1}
        sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1, minHeight: 56 }}
      >
        {icon && (
          <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 22 } }}>
            {icon}
          </Box>
        )}
        <Typography
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          variant="h3"
          component="h2"
          sx={{ flex: 1, minWidth: 0, outline: 'none' }}
        >
          {title}
        </Typography>
        {pending && (
          <Chip size="small" color="warning" variant="outlined" label={t('profile.pending.chip')} />
        )}
        {onEdit && (
          <Tooltip title={t('profile.editSection', { section: title })}>
            <IconButton onClick={onEdit} aria-label={t('profile.editSection', { section: title })}>
              <EditOutlined />
            </IconButton>
          </Tooltip>
        )}
        {onAdd &&
          (narrow ? (
            <Tooltip title={addLabel ?? t('common.add')}>
              <IconButton onClick={onAdd} aria-label={addLabel ?? t('common.add')} color="primary">
                <AddOutlined />
              </IconButton>
            </Tooltip>
          ) : (
            <Button startIcon={<AddOutlined />} onClick={onAdd} size="small">
              {addLabel ?? t('common.add')}
            </Button>
          ))}
      </Stack>
      <Box sx={{ px: { xs: 2, sm: 3 }, pb: 2.5 }}>{children}</Box>
    </Paper>
  )
}
