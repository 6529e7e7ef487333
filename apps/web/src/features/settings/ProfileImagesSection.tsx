import DeleteOutline from '@mui/icons-material/DeleteOutline'
import UploadOutlined from '@mui/icons-material/UploadOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ProfileImageKind } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { UserAvatar } from '../../shared/avatar/UserAvatar'
import { personName } from '../../shared/names'
import { useImageEditor } from '../profile/images/useImageEditor'
import { useMyId, useOwnPending, useProfile } from '../profile/profile.queries'

type RowProps = {
  kind: ProfileImageKind
  url: string | null
  pending: boolean
  /** Whose picture: without a photo the avatar shows their initials, as everywhere else. */
  owner: { id: number | null; name: string | null }
}

const ImageRow = ({ kind, url, pending, owner }: RowProps) => {
  const { t } = useTranslation()
  const editor = useImageEditor(kind)
  const preview =
    kind === 'avatar' ? (
      <UserAvatar seed={owner.id} name={owner.name} src={url} size={96} />
    ) : (
      <Box
        aria-hidden
        sx={{
          width: { xs: '100%', sm: 300 },
          aspectRatio: '3 / 1',
          borderRadius: 2,
          bgcolor: 'primary.main',
          backgroundImage: url ? `url("${url}")` : undefined,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      />
    )
  return (
    <Stack
      component="section"
      aria-labelledby={`images-${kind}`}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2.5}
      alignItems={{ xs: 'stretch', sm: 'center' }}
    >
      {preview}
      <Stack spacing={1} sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography id={`images-${kind}`} variant="h3" component="h3">
            {t(`settings.profile.${kind}.title`)}
          </Typography>
          {pending && (
            <Chip size="small" color="warning" variant="outlined" label={t('profile.pending.chip')} />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t(`settings.profile.${kind}.hint`)}
        </Typography>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <Button
            variant="contained"
            startIcon={<UploadOutlined />}
            onClick={editor.pick}
            disabled={editor.busy}
          >
            {url ? t(`settings.profile.${kind}.change`) : t(`settings.profile.${kind}.upload`)}
          </Button>
          {url && (
            <Button
              color="error"
              startIcon={<DeleteOutline />}
              onClick={editor.remove}
              disabled={editor.busy}
            >
              {t(`settings.profile.${kind}.remove`)}
            </Button>
          )}
        </Stack>
      </Stack>
      {editor.element}
    </Stack>
  )
}

/** SPEC 2: profile settings: the photo (square) and the banner (3:1), cropped before upload, or removed. */
export const ProfileImagesSection = () => {
  const myId = useMyId()
  const query = useProfile(myId)
  const own = useOwnPending(query.data)
  const profile = own.profile
  const owner = { id: myId, name: personName(profile) }
  return (
    <Stack spacing={4} sx={{ p: { xs: 2, sm: 3 } }}>
      <ImageRow kind="avatar" url={profile?.imageUrl ?? null} pending={own.avatarPending} owner={owner} />
      <ImageRow kind="banner" url={profile?.bannerUrl ?? null} pending={own.bannerPending} owner={owner} />
    </Stack>
  )
}
