import WorkOutline from '@mui/icons-material/WorkOutline'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Typography from '@mui/material/Typography'
import { Dictionary, type LaborActivity, LaborActivityInput, type Profile } from '@nauka/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSchemaForm } from '../../../shared/form/useSchemaForm'
import { CataloguePicker } from '../../catalog/CataloguePicker'
import { addLaborActivity, deleteLaborActivity, updateLaborActivity } from '../profile.api'
import { refreshProfile } from '../profile.queries'
import { DateField, formatPeriod } from './fields'
import { ItemsSection } from './ItemsSection'
import { OrganizationField } from './OrganizationField'
import { FieldGrid, FormActions, ProfileForm, Wide } from './parts'

type Draft = {
  organization: string
  cPosition: string
  cActivityArea: string | null
  startWork: string
  endWork: string
  current: boolean
}

const draftOf = (item: LaborActivity | null): Draft => ({
  organization: item?.organization ?? '',
  cPosition: item?.cPosition ?? '',
  cActivityArea: item?.cActivityArea ?? null,
  startWork: item?.startWork ?? '',
  endWork: item?.endWork ?? '',
  current: item?.current ?? false,
})

const inputOf = (d: Draft) => ({
  ...d,
  startWork: d.startWork || null,
  // SPEC 3: while "current time" is on there is no end.
  endWork: d.current ? null : d.endWork || null,
})

type FormProps = { profile: Profile; item: LaborActivity | null; done: () => void }

const LaborForm = ({ profile, item, done }: FormProps) => {
  const { t } = useTranslation()
  const client = useQueryClient()
  const form = useSchemaForm({ schema: LaborActivityInput, initial: draftOf(item), toInput: inputOf })
  const { draft, set, errors } = form
  const term = (ref: string | null) => (ref ? profile.refTerms[ref] : undefined)
  const label = item ? t('profile.labor.edit') : t('profile.labor.add')

  const save = async () => {
    const ok = await form.submit(async (input) => {
      if (item) await updateLaborActivity(profile.id, item.id, input)
      else await addLaborActivity(profile.id, input)
      await refreshProfile(client, profile.id)
    })
    if (ok) done()
  }

  return (
    <ProfileForm label={label} onSubmit={save}>
      <FieldGrid>
        <Wide>
          <OrganizationField
            name="organization"
            autoFocus
            label={t('profile.labor.organization')}
            value={draft.organization}
            onChange={(v) => set('organization', v)}
            errors={errors}
            required
          />
        </Wide>
        <CataloguePicker
          id="labor-position"
          cls={Dictionary.position}
          label={t('profile.labor.position')}
          value={draft.cPosition || null}
          valueTerm={term(draft.cPosition)}
          onChange={(ref) => set('cPosition', ref ?? '')}
          required
          error={Boolean(errors.cPosition)}
          helperText={form.errorText('cPosition')}
        />
        <CataloguePicker
          id="labor-area"
          cls={Dictionary.activityArea}
          label={t('profile.labor.field')}
          value={draft.cActivityArea}
          valueTerm={term(draft.cActivityArea)}
          onChange={(ref) => set('cActivityArea', ref)}
          error={Boolean(errors.cActivityArea)}
          helperText={form.errorText('cActivityArea')}
        />
        <DateField
          name="startWork"
          label={t('profile.labor.start')}
          value={draft.startWork}
          onChange={(v) => set('startWork', v)}
          errors={errors}
        />
        <DateField
          name="endWork"
          label={t('profile.labor.end')}
          value={draft.current ? '' : draft.endWork}
          onChange={(v) => set('endWork', v)}
          errors={errors}
          disabled={draft.current}
        />
        <Wide>
          <FormControlLabel
            control={<Checkbox checked={draft.current} onChange={(e) => set('current', e.target.checked)} />}
            label={t('profile.labor.current')}
          />
        </Wide>
      </FieldGrid>
      <FormActions onCancel={done} saving={form.saving} error={form.failure} />
    </ProfileForm>
  )
}

/** SPEC 3: labour activity: organization (with lookup), position, field, dates, "current time". */
export const LaborSection = ({ profile, editable }: { profile: Profile; editable: boolean }) => {
  const { t, i18n } = useTranslation()
  const client = useQueryClient()
  const terms = profile.refTerms
  return (
    <ItemsSection<LaborActivity>
      title={t('profile.labor.title')}
      icon={<WorkOutline />}
      items={profile.laborActivities}
      editable={editable}
      emptyText={editable ? t('profile.labor.empty') : t('profile.labor.none')}
      addLabel={t('profile.labor.add')}
      itemName={(item) => item.organization}
      view={(item) => (
        <>
          <Typography sx={{ fontWeight: 600 }}>{terms[item.cPosition] ?? item.cPosition}</Typography>
          <Typography>{item.organization}</Typography>
          <Typography color="text.secondary" variant="body2">
            {[
              item.cActivityArea ? terms[item.cActivityArea] : null,
              formatPeriod(item.startWork, item.endWork, item.current, i18n.language, t('profile.now')),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </>
      )}
      form={(item, done) => <LaborForm profile={profile} item={item} done={done} />}
      onDelete={async (item) => {
        await deleteLaborActivity(profile.id, item.id)
        await refreshProfile(client, profile.id)
      }}
    />
  )
}
