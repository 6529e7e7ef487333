import DeleteOutline from '@mui/icons-material/DeleteOutline'
import EditOutlined from '@mui/icons-material/EditOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Dictionary, type Group, GroupJoinPolicy, GroupVisibility, mayInGroup, refId } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { messageText, refusalMessage } from '../../api/errorText'
import { ConfirmDialog } from '../../shared/ConfirmDialog'
import { FactList } from '../../shared/FactList'
import { LinkifiedText } from '../../shared/LinkifiedText'
import { currentLocale } from '../../shared/locale'
import { nameOf } from '../../shared/names'
import { PATHS, profilePath } from '../../shared/paths'
import { RouterLink } from '../../shared/RouterLink'
import { fullDateTime } from '../../shared/time/format'
import { useSnackbar } from '../../shared/toasts/toaster'
import { GroupFormDialog } from './GroupFormDialog'
import { useDeleteGroup } from './groups.queries'
import { activeRole } from './model'

/** The group's description and facts; editing for moderators, deleting for the owner. */
export const GroupAbout = ({ group, area }: { group: Group; area: string | null }) => {
  const { t, i18n } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  const navigate = useNavigate()
  const role = activeRole(group.me)
  const remove = useDeleteGroup(group.id)
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const ownerId = refId(group.owner.rEntity, Dictionary.user)
  const ownerName = nameOf(group.owner, t('groups.members.noName'))
  const mayEdit = mayInGroup(role, 'editAbout')
  const mayDelete = mayInGroup(role, 'delete')
  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
      <Stack spacing={2}>
        {group.description ? (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            <LinkifiedText text={group.description} />
          </Typography>
        ) : (
          <Typography color="text.secondary">{t('groups.about.noDescription')}</Typography>
        )}
        <FactList
          facts={[
            { key: 'area', label: t('groups.form.area'), value: area },
            {
              key: 'policy',
              label: t('groups.form.policy'),
              value: t(
                group.joinPolicy === GroupJoinPolicy.Open ? 'groups.policy.open' : 'groups.policy.request',
              ),
            },
            {
              key: 'visibility',
              label: t('groups.form.visibility'),
              value: t(
                group.visibility === GroupVisibility.Hidden
                  ? 'groups.visibility.hidden'
                  : 'groups.visibility.visible',
              ),
            },
            {
              key: 'owner',
              label: t('groups.roles.owner'),
              value:
                ownerId === null ? ownerName : <RouterLink to={profilePath(ownerId)}>{ownerName}</RouterLink>,
            },
            {
              key: 'created',
              label: t('groups.about.created'),
              value: fullDateTime(group.createdAt, currentLocale(i18n.language)),
            },
          ]}
        />
        {(mayEdit || mayDelete) && (
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            {mayEdit && (
              <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
                {t('groups.about.edit')}
              </Button>
            )}
            {mayDelete && (
              <Button color="error" startIcon={<DeleteOutline />} onClick={() => setDeleting(true)}>
                {t('groups.about.delete')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      <GroupFormDialog
        open={editing}
        group={group}
        onClose={() => setEditing(false)}
        onDone={() => setEditing(false)}
      />
      <ConfirmDialog
        open={deleting}
        title={t('groups.delete.title')}
        text={t('groups.delete.text', { name: group.name })}
        confirmLabel={t('groups.about.delete')}
        busy={remove.isPending}
        error={remove.error ? messageText(t, refusalMessage(remove.error)) : null}
        errorCause={remove.error}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              enqueueSnackbar(t('groups.delete.done', { name: group.name }), { variant: 'success' })
              navigate(PATHS.groups, { replace: true })
            },
          })
        }
        onClose={() => setDeleting(false)}
      />
    </Box>
  )
}
