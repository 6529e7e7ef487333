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
import type { Profile } from '@nauka/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { Fragment, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSaving } from '../../../shared/form/useSaving'
import { RequestIdNote } from '../../../shared/RequestIdNote'
import { Tooltip } from '../../../shared/Tooltip'
import { refreshProfile } from '../profile.queries'
import { ListItemForm } from './ListItemForm'
import type { ListSectionSpec } from './listSpec'
import { SectionEmpty } from './parts'
import { SectionCard, useEditFocus } from './SectionCard'

type Props<Item extends { id: number }, Draft extends object, Parsed> = {
  spec: ListSectionSpec<Item, Draft, Parsed>
  profile: Profile
  editable: boolean
}

/**
 * The one profile list section (education, labour activity, degrees, contacts …), drawn from its
 * spec: each item is edited in place, new ones are added at the end, removal asks first, and the
 * profile is read again after each change. Empty sections of a foreign profile are not shown.
 */
export const ListSection = <Item extends { id: number }, Draft extends object, Parsed>({
  spec,
  profile,
  editable,
}: Props<Item, Draft, Parsed>) => {
  const { t } = useTranslation()
  const client = useQueryClient()
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const headingRef = useEditFocus(editing !== null)
  const [deleting, setDeleting] = useState<Item | null>(null)
  const deletion = useSaving()
  const dialogTitle = useId()
  const { items, itemName, view } = spec
  if (items.length === 0 && !editable) return null
  const done = () => setEditing(null)
  const title = t(`profile.${spec.key}.title`)
  const addLabel = t(`profile.${spec.key}.add`)
  const form = (item: Item | null) => (
    <ListItemForm
      spec={spec}
      item={item}
      terms={profile.refTerms}
      save={async (input, edited) => {
        await spec.save(input, edited)
        await refreshProfile(client, profile.id)
      }}
      done={done}
    />
  )
  const remove = async (item: Item) => {
    await spec.remove(item)
    await refreshProfile(client, profile.id)
  }

  return (
    <SectionCard
      headingRef={headingRef}
      title={title}
      icon={spec.icon}
      onAdd={editable && editing === null && items.length > 0 ? () => setEditing('new') : undefined}
      addLabel={addLabel}
    >
      {items.length === 0 && editing !== 'new' && (
        <SectionEmpty
          text={t(`profile.${spec.key}.empty`)}
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
              form(item)
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
      {editing === 'new' && <Box sx={{ mt: items.length > 0 ? 2 : 0 }}>{form(null)}</Box>}
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} aria-labelledby={dialogTitle}>
        <DialogTitle id={dialogTitle}>{t('profile.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {deleting ? t('profile.deleteText', { name: itemName(deleting) }) : ''}
          </DialogContentText>
          {deletion.error && (
            <DialogContentText color="error" role="alert" sx={{ mt: 1 }}>
              {deletion.error}
              <RequestIdNote cause={deletion.cause} />
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
              if (await deletion.run(() => remove(deleting))) setDeleting(null)
            }}
          >
            {t('common.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  )
}
