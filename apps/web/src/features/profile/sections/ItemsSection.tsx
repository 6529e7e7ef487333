import DeleteOutline from '@mui/icons-material/DeleteOutline'
import EditOutlined from '@mui/icons-material/EditOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import { Fragment, type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSaving } from '../../../shared/form/useSaving'
import { SectionEmpty } from './parts'
import { SectionCard, useEditFocus } from './SectionCard'

type Props<T extends { id: number }> = {
  title: string
  icon: ReactNode
  items: readonly T[]
  editable: boolean
  /** "Add your education" … shown to the owner of an empty section. */
  emptyText: string
  addLabel: string
  /** A short name of an item for the edit and delete buttons ("Edit: MSU"). */
  itemName: (item: T) => string
  view: (item: T) => ReactNode
  /** The form of a new (null) or existing item; `done` closes it after a save. */
  form: (item: T | null, done: () => void) => ReactNode
  onDelete: (item: T) => Promise<void>
}

/**
 * A profile section made of items (education, labour activity, degrees, contacts …): each item
 * is edited in place, new ones are added at the end, removal asks first. Empty sections of a
 * foreign profile are not shown.
 */
export const ItemsSection = <T extends { id: number }>({
  title,
  icon,
  items,
  editable,
  emptyText,
  addLabel,
  itemName,
  view,
  form,
  onDelete,
}: Props<T>) => {
  const { t } = useTranslation()
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const headingRef = useEditFocus(editing !== null)
  const [deleting, setDeleting] = useState<T | null>(null)
  const deletion = useSaving()
  const dialogTitle = useId()
  if (items.length === 0 && !editable) return null
  const done = () => setEditing(null)

  return (
    <SectionCard
      headingRef={headingRef}
      title={title}
      icon={icon}
      onAdd={editable && editing === null && items.length > 0 ? () => setEditing('new') : undefined}
      addLabel={addLabel}
    >
      {items.length === 0 && editing !== 'new' && (
        <SectionEmpty
          text={emptyText}
          action={
            editable ? (
              <Button size="small" onClick={() => setEditing('new')}>
                {addLabel}
              </Button>
            ) : undefined
          }
        />
      )}
      <Stack
        divider={<Divider flexItem />}
        spacing={1.5}
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {items.map((item) => (
          <Box component="li" key={item.id}>
            {editing === item.id ? (
              form(item, done)
            ) : (
              <Stack direction="row" spacing={1} alignItems="flex-start">
                <Box sx={{ flex: 1, minWidth: 0 }}>{view(item)}</Box>
                {editable && editing === null && (
                  <Fragment>
                    <Tooltip title={t('profile.editItem', { name: itemName(item) })}>
                      <IconButton
                        size="small"
                        aria-label={t('profile.editItem', { name: itemName(item) })}
                        onClick={() => setEditing(item.id)}
                      >
                        <EditOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('profile.deleteItem', { name: itemName(item) })}>
                      <IconButton
                        size="small"
                        aria-label={t('profile.deleteItem', { name: itemName(item) })}
                        onClick={() => {
                          deletion.clear()
                          setDeleting(item)
                        }}
                      >
                        <DeleteOutline fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Fragment>
                )}
              </Stack>
            )}
          </Box>
        ))}
      </Stack>
      {editing === 'new' && <Box sx={{ mt: items.length > 0 ? 2 : 0 }}>{form(null, done)}</Box>}
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} aria-labelledby={dialogTitle}>
        <DialogTitle id={dialogTitle}>{t('profile.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {deleting ? t('profile.deleteText', { name: itemName(deleting) }) : ''}
          </DialogContentText>
          {deletion.error && (
            <DialogContentText color="error" role="alert" sx={{ mt: 1 }}>
              {deletion.error}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)} disabled={deletion.saving}>
            {t('common.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={deletion.saving}
            onClick={async () => {
              if (!deleting) return
              if (await deletion.run(() => onDelete(deleting))) setDeleting(null)
            }}
          >
            {t('common.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  )
}
