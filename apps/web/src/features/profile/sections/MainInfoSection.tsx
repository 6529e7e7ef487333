import BadgeOutlined from '@mui/icons-material/BadgeOutlined'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Link from '@mui/material/Link'
import TextField from '@mui/material/TextField'
import { Dictionary, type Profile } from '@nauka/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../api/ApiError'
import { type FieldErrors, serverFieldErrors } from '../../../shared/form/fieldErrors'
import { useSchemaForm } from '../../../shared/form/useSchemaForm'
import { useSnackbar } from '../../../shared/toasts/toaster'
import type { LinkField } from '../model'
import { PENDING_KEPT_TOAST, type SaveOutcome, useOwnEdits } from '../profile.queries'
import { CatalogueSelect, DateField, Field, formatDate } from './fields'
import { draftOf, editOf, mainInfoSchema } from './mainInfo.model'
import { FactList, FieldGrid, FormActions, ProfileForm, Wide } from './parts'
import { SectionCard, useEditFocus } from './SectionCard'

type Props = {
  /** The profile as shown (pending edits laid over it). */
  profile: Profile
  /** The profile as the server has it (its contacts are what the links update). */
  stored: Profile
  links: Record<LinkField, string | null>
  editable: boolean
  pending?: boolean
}

const CONFLICT = 409

/** SPEC 5 leaves the rest open; the server answers a taken nickname with 409. */
const refusedFields = (cause: unknown): FieldErrors =>
  cause instanceof ApiError && cause.status === CONFLICT && cause.validationErrors.length === 0
    ? { nickname: 'profile.main.nicknameTaken' }
    : serverFieldErrors(cause)

/** SPEC 3: the main info: names (and their English forms), nickname, birth date, gender, contacts, description. */
export const MainInfoSection = ({ profile, stored, links, editable, pending }: Props) => {
  const { t, i18n } = useTranslation()
  const { enqueueSnackbar } = useSnackbar()
  const { saveInfo } = useOwnEdits()
  const [editing, setEditing] = useState(false)
  const headingRef = useEditFocus(editing)
  const form = useSchemaForm({
    schema: mainInfoSchema,
    initial: draftOf(profile, links),
    toInput: editOf,
    serverErrors: refusedFields,
  })
  const { draft, set, errors } = form
  const title = t('profile.main.title')

  const edit = () => {
    form.reset(draftOf(profile, links))
    setEditing(true)
  }

  const submit = async () => {
    const result: { outcome: SaveOutcome } = { outcome: 'saved' }
    const ok = await form.submit(async (parsed) => {
      result.outcome = await saveInfo(parsed, stored)
    })
    if (!ok) return
    setEditing(false)
    // Queued behind an edit being sent: the pending notice says so, no toast is needed.
    if (result.outcome === 'queued') return
    const pendingNow = result.outcome === 'pending'
    enqueueSnackbar(pendingNow ? t('profile.pending.kept') : t('profile.saved'), {
      variant: pendingNow ? 'info' : 'success',
      ...(pendingNow ? { key: PENDING_KEPT_TOAST } : {}),
      preventDuplicate: true,
    })
  }

  const link = (href: string | null) =>
    href ? (
      <Link href={href} target="_blank" rel="noopener noreferrer nofollow">
        {href}
      </Link>
    ) : null

  if (!editing) {
    const english = [profile.firstNameEn, profile.lastNameEn].filter(Boolean).join(' ')
    const facts = [
      { label: t('profile.main.firstName'), value: profile.firstName },
      { label: t('profile.main.lastName'), value: profile.lastName },
      { label: t('profile.main.middleName'), value: profile.middleName },
      { label: t('profile.main.nameEn'), value: english },
      { label: t('profile.main.nickname'), value: profile.nickname ? `@${profile.nickname}` : null },
      { label: t('profile.main.birthDate'), value: formatDate(profile.birthDate, i18n.language) },
      { label: t('profile.main.gender'), value: profile.gender ? profile.refTerms[profile.gender] : null },
      { label: t('profile.main.phone'), value: profile.phone },
      { label: t('profile.main.email'), value: profile.email },
      { label: t('profile.main.website'), value: link(links.website) },
      { label: t('profile.main.socialProfile'), value: link(links.socialProfile) },
      { label: t('profile.main.description'), value: profile.dsc },
    ]
    // A visitor sees the section only when it has something in it.
    if (!editable && facts.every((fact) => !fact.value)) return null
    return (
      <SectionCard
        headingRef={headingRef}
        title={title}
        icon={<BadgeOutlined />}
        onEdit={editable ? edit : undefined}
        pending={pending}
      >
        <FactList facts={facts} />
      </SectionCard>
    )
  }

  return (
    <SectionCard headingRef={headingRef} title={title} icon={<BadgeOutlined />} pending={pending}>
      <ProfileForm label={title} onSubmit={submit}>
        <FieldGrid>
          <Field
            name="firstName"
            label={t('profile.main.firstName')}
            value={draft.firstName}
            onChange={(v) => set('firstName', v)}
            errors={errors}
            autoComplete="given-name"
            autoFocus
          />
          <Field
            name="firstNameEn"
            label={t('profile.main.firstNameEn')}
            value={draft.firstNameEn}
            onChange={(v) => set('firstNameEn', v)}
            errors={errors}
            hint={t('profile.main.latinHint')}
          />
          <Field
            name="lastName"
            label={t('profile.main.lastName')}
            value={draft.lastName}
            onChange={(v) => set('lastName', v)}
            errors={errors}
            autoComplete="family-name"
          />
          <Field
            name="lastNameEn"
            label={t('profile.main.lastNameEn')}
            value={draft.lastNameEn}
            onChange={(v) => set('lastNameEn', v)}
            errors={errors}
            hint={t('profile.main.latinHint')}
          />
          <Field
            name="middleName"
            label={t('profile.main.middleName')}
            value={draft.noMiddleName ? '' : draft.middleName}
            onChange={(v) => set('middleName', v)}
            errors={errors}
            disabled={draft.noMiddleName}
            autoComplete="additional-name"
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.noMiddleName}
                onChange={(e) => set('noMiddleName', e.target.checked)}
              />
            }
            label={t('profile.main.noMiddleName')}
          />
          <Field
            name="nickname"
            label={t('profile.main.nickname')}
            value={draft.nickname}
            onChange={(v) => set('nickname', v)}
            errors={errors}
            hint={t('profile.main.nicknameHint')}
            autoComplete="nickname"
          />
          <DateField
            name="birthDate"
            label={t('profile.main.birthDate')}
            value={draft.birthDate}
            onChange={(v) => set('birthDate', v)}
            errors={errors}
            autoComplete="bday"
          />
          <CatalogueSelect
            name="gender"
            cls={Dictionary.genders}
            label={t('profile.main.gender')}
            value={draft.gender}
            onChange={(v) => set('gender', v)}
            errors={errors}
          />
          <Field
            name="phone"
            label={t('profile.main.phone')}
            value={draft.phone}
            onChange={(v) => set('phone', v)}
            errors={errors}
            type="tel"
            autoComplete="tel"
          />
          <TextField
            id="field-email"
            label={t('profile.main.email')}
            value={profile.email ?? ''}
            disabled
            helperText={t('profile.main.emailHint')}
            fullWidth
          />
          <Field
            name="website"
            label={t('profile.main.website')}
            value={draft.website}
            onChange={(v) => set('website', v)}
            errors={errors}
            type="url"
            autoComplete="url"
            placeholder="https://"
          />
          <Wide>
            <Field
              name="socialProfile"
              label={t('profile.main.socialProfile')}
              value={draft.socialProfile}
              onChange={(v) => set('socialProfile', v)}
              errors={errors}
              type="url"
              placeholder="https://"
            />
          </Wide>
          <Wide>
            <Field
              name="dsc"
              label={t('profile.main.description')}
              value={draft.dsc}
              onChange={(v) => set('dsc', v)}
              errors={errors}
              multiline
              minRows={3}
            />
          </Wide>
        </FieldGrid>
        <FormActions
          onCancel={() => setEditing(false)}
          saving={form.saving}
          error={form.failure}
          errorCause={form.failureCause}
        />
      </ProfileForm>
    </SectionCard>
  )
}
