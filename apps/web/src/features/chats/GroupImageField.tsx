import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import { GROUP_IMAGE_EXTENSIONS, GroupImage } from '@nauka/contracts'
import { useEffect, useId, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'

type Props = {
  file: File | null
  /** The group's present image, shown until another is picked. */
  currentUrl?: string | null
  /** An i18n key of the form's own error for this field (after a submit). */
  error?: string | null
  /** The picked file, with its SPEC 5 error key (png/jpg/jpeg, up to 2 MB) or null when valid. */
  onChange: (file: File | null, error: string | null) => void
  disabled?: boolean
}

const ACCEPT = GROUP_IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',')

/** SPEC 5: the group image is checked as soon as it is picked, before any upload. */
export const groupImageError = (file: File): string | null => {
  const parsed = GroupImage.safeParse({ name: file.name, type: file.type, size: file.size })
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null)
}

/** Picks the group image: a preview, a button, and the rule it broke. */
export const GroupImageField = ({
  file,
  currentUrl = null,
  error = null,
  onChange,
  disabled = false,
}: Props) => {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const helpId = useId()
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Avatar src={preview ?? currentUrl ?? undefined} alt="" sx={{ width: 56, height: 56 }} />
      <Box>
        <Button variant="outlined" size="small" disabled={disabled} onClick={() => input.current?.click()}>
          {t('chats.group.pickImage')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          aria-label={t('chats.group.image')}
          aria-describedby={helpId}
          data-testid="group-image-input"
          onChange={(event) => {
            const picked = event.target.files?.[0] ?? null
            event.target.value = ''
            onChange(picked, picked ? groupImageError(picked) : null)
          }}
        />
        <FormHelperText id={helpId} error={error !== null}>
          {error ? t(error) : t('chats.group.imageHint')}
        </FormHelperText>
      </Box>
    </Box>
  )
}
