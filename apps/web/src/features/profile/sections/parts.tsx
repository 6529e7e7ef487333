import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { RequestIdNote } from '../../../shared/RequestIdNote'

// The description list moved to shared (the publication page lists facts too); sections import it from here.
export { type Fact, FactList } from '../../../shared/FactList'

type KindValueProps = {
  kind: string
  value: string
  /** Where the value leads (a site, a mail address, an ORCID page), or null. */
  href: string | null
  /** A link the person typed themselves: search engines are not asked to follow it. */
  nofollow?: boolean
}

/** "Kind: value" of a contact or an identifier; the value is a link when it has an address. */
export const KindValue = ({ kind, value, href, nofollow = false }: KindValueProps) => (
  <Typography sx={{ overflowWrap: 'anywhere' }}>
    <Typography component="span" color="text.secondary">
      {kind}:{' '}
    </Typography>
    {href ? (
      <Link
        href={href}
        target={href.startsWith('http') ? '_blank' : undefined}
        rel={nofollow ? 'noopener noreferrer nofollow' : 'noopener noreferrer'}
      >
        {value}
      </Link>
    ) : (
      value
    )}
  </Typography>
)

/** "Nothing here yet" inside a section, with the way to fill it for the owner. */
export const SectionEmpty = ({ text, action }: { text: string; action?: ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
    <Typography color="text.secondary">{text}</Typography>
    {action}
  </Stack>
)

type ActionsProps = {
  onCancel: () => void
  saving: boolean
  error: string | null
  /** What the failed save threw: the request's id to report shows under a failure of the server. */
  errorCause?: unknown
  /** Set when the edit will be kept as pending (offline). */
  note?: string | null
}

/** Save and cancel under a section's form, with the failure of the last save. */
export const FormActions = ({ onCancel, saving, error, errorCause, note }: ActionsProps) => {
  const { t } = useTranslation()
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
          <RequestIdNote cause={errorCause} />
        </Alert>
      )}
      {note && <Alert severity="info">{note}</Alert>}
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button onClick={onCancel} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? t('common.saving') : t('common.save')}
        </Button>
      </Stack>
    </Stack>
  )
}

/** A grid of form fields: one column on a phone, two from the small breakpoint. */
export const FieldGrid = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
      gap: 2,
      pt: 1,
    }}
  >
    {children}
  </Box>
)

/** A field that spans both columns of a FieldGrid. */
export const Wide = ({ children }: { children: ReactNode }) => (
  <Box sx={{ gridColumn: { sm: '1 / -1' } }}>{children}</Box>
)

type FormProps = { label: string; onSubmit: () => unknown; children: ReactNode }

/**
 * A section's form: named for assistive technology, checked by our schemas (not the browser's),
 * and after a refused save the first field with a message takes the focus.
 */
export const ProfileForm = ({ label, onSubmit, children }: FormProps) => (
  <form
    noValidate
    aria-label={label}
    onSubmit={(event) => {
      event.preventDefault()
      const form = event.currentTarget
      void onSubmit()
      // After React shows the messages: the first invalid field gets the focus.
      setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0)
    }}
  >
    {children}
  </form>
)
