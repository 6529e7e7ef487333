import Dialog, { type DialogProps } from '@mui/material/Dialog'
import DialogTitle from '@mui/material/DialogTitle'
import { type ReactNode, useId } from 'react'
import { useLayoutPlan } from './useLayoutPlan'

type Props = {
  open: boolean
  onClose: () => void
  title: string
  maxWidth?: DialogProps['maxWidth']
  /** The dialog's content and actions. */
  children: ReactNode
}

/** A dialog named by its title, the whole screen on a phone (SPEC 9: below 768 px, as the layout). */
export const ResponsiveDialog = ({ open, onClose, title, maxWidth = 'xs', children }: Props) => {
  const phone = useLayoutPlan().mobile
  const titleId = useId()
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  )
}
