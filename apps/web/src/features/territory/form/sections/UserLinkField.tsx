import LinkOutlined from '@mui/icons-material/LinkOutlined'
import Autocomplete from '@mui/material/Autocomplete'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { Dictionary, formatRef, refId, type UserSearchResult } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { personName } from '../../../../shared/names'
import { profilePath } from '../../../../shared/paths'
import { RouterLink } from '../../../../shared/RouterLink'
import { useDebouncedValue } from '../../../../shared/useDebouncedValue'
import { useUserSearch } from '../../../chats/chats.queries'
import { userName } from '../../../chats/UserPicker'
import { useMyId, useProfile } from '../../../profile/profile.queries'

type Props = {
  /** The linked user (`"202:17"`) or null. */
  value: string | null
  /** The name the search gave, while the profile is not read yet. */
  knownName: string | null
  /** Names the author in the labels ("author 2"). */
  label: string
  disabled: boolean
  onChange: (rUser: string | null, name: string | null) => void
}

/** The linked user's name, read from their profile when the form did not pick them itself. */
const LinkedUser = ({
  userId,
  knownName,
  label,
  disabled,
  onUnlink,
}: {
  userId: number
  knownName: string | null
  label: string
  disabled: boolean
  onUnlink: () => void
}) => {
  const { t } = useTranslation()
  const myId = useMyId()
  const profile = useProfile(knownName ? null : userId)
  const name =
    userId === myId
      ? t('territory.authors.me')
      : (knownName ?? personName(profile.data) ?? t('territory.authors.someone'))
  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
      <LinkOutlined color="primary" aria-hidden />
      <Typography>
        {t('territory.authors.linkedTo')} <RouterLink to={profilePath(userId)}>{name}</RouterLink>
      </Typography>
      <Button
        size="small"
        onClick={onUnlink}
        disabled={disabled}
        aria-label={t('territory.authors.unlinkLabel', { author: label })}
      >
        {t('territory.authors.unlink')}
      </Button>
    </Stack>
  )
}

/**
 * An author who is a platform user is linked to them (they then see the item on their profile):
 * found by name (`/users/search`, which leaves out the reader), or the reader with "That's me".
 */
export const UserLinkField = ({ value, knownName, label, disabled, onChange }: Props) => {
  const { t } = useTranslation()
  const myId = useMyId()
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const settled = useDebouncedValue(text.trim())
  const search = useUserSearch(settled, null, open && settled !== '' && !disabled)
  const linked = refId(value, Dictionary.user)
  if (linked !== null)
    return (
      <LinkedUser
        userId={linked}
        knownName={knownName}
        label={label}
        disabled={disabled}
        onUnlink={() => onChange(null, null)}
      />
    )
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
      <Autocomplete<UserSearchResult>
        sx={{ flex: 1 }}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={settled === '' ? [] : (search.data ?? [])}
        filterOptions={(options) => options}
        getOptionLabel={(user) => userName(user, t('territory.authors.someone'))}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loading={search.isFetching}
        loadingText={t('app.loading')}
        noOptionsText={settled === '' ? t('territory.authors.typeToFind') : t('territory.authors.nobody')}
        inputValue={text}
        onInputChange={(_, next) => setText(next)}
        value={null}
        onChange={(_, user) => user && onChange(formatRef(Dictionary.user, user.id), userName(user, ''))}
        disabled={disabled}
        renderInput={(params) => (
          <TextField {...params} size="small" label={t('territory.authors.findUser', { author: label })} />
        )}
      />
      {myId !== null && (
        <Button
          size="small"
          disabled={disabled}
          onClick={() => onChange(formatRef(Dictionary.user, myId), null)}
          aria-label={t('territory.authors.itsMeLabel', { author: label })}
        >
          {t('territory.authors.itsMe')}
        </Button>
      )}
    </Stack>
  )
}
