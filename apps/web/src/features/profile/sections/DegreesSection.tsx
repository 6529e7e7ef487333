import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined'
import Typography from '@mui/material/Typography'
import { type AcademicDegree, AcademicDegreeInput, Dictionary, type Profile } from '@nauka/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSchemaForm } from '../../../shared/form/useSchemaForm'
import { CataloguePicker } from '../../catalog/CataloguePicker'
import { addAcademicDegree, saveAcademicDegrees } from '../profile.api'
import { refreshProfile } from '../profile.queries'
import { Field } from './fields'
import { ItemsSection } from './ItemsSection'
import { FieldGrid, FormActions, ProfileForm } from './parts'

type Draft = { cDegree: string; year: string }

const draftOf = (item: AcademicDegree | null): Draft => ({
  cDegree: item?.cDegree ?? '',
  year: item ? String(item.year) : '',
})

/** The year as a number; blank is left out, so the schema answers its required-field message. */
export const degreeInputOf = (d: Draft) => ({
  cDegree: d.cDegree,
  year: d.year.trim() === '' ? undefined : Number(d.year.trim()),
})

/** The whole list with one item changed or taken out (degrees are saved as a list). */
const listWith = (items: readonly AcademicDegree[], change: AcademicDegree | null, without?: number) =>
  items
    .filter((d) => d.id !== without)
    .map((d) => (change && d.id === change.id ? change : d))
    .map(({ id, cDegree, year }) => ({ id, cDegree, year }))

type FormProps = { profile: Profile; item: AcademicDegree | null; done: () => void }

const DegreeForm = ({ profile, item, done }: FormProps) => {
  const { t } = useTranslation()
  const client = useQueryClient()
  const form = useSchemaForm({ schema: AcademicDegreeInput, initial: draftOf(item), toInput: degreeInputOf })
  const { draft, set, errors } = form
  const label = item ? t('profile.degrees.edit') : t('profile.degrees.add')

  const save = async () => {
    const ok = await form.submit(async (input) => {
      if (item) {
        await saveAcademicDegrees(
          profile.id,
          listWith(profile.userAcademicDegrees, { id: item.id, cDegree: input.cDegree, year: input.year }),
        )
      } else {
        await addAcademicDegree(profile.id, input)
      }
      await refreshProfile(client, profile.id)
    })
    if (ok) done()
  }

  return (
    <ProfileForm label={label} onSubmit={save}>
      <FieldGrid>
        <CataloguePicker
          id="degree-name"
          autoFocus
          cls={Dictionary.academicDegree}
          label={t('profile.degrees.name')}
          value={draft.cDegree || null}
          valueTerm={draft.cDegree ? profile.refTerms[draft.cDegree] : undefined}
          onChange={(ref) => set('cDegree', ref ?? '')}
          required
          error={Boolean(errors.cDegree)}
          helperText={form.errorText('cDegree')}
        />
        <Field
          name="year"
          label={t('profile.degrees.year')}
          value={draft.year}
          onChange={(v) => set('year', v.replace(/\D/g, '').slice(0, 4))}
          errors={errors}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        />
      </FieldGrid>
      <FormActions onCancel={done} saving={form.saving} error={form.failure} />
    </ProfileForm>
  )
}

/** SPEC 3: academic degrees: the degree (catalogue 55) and the year it was received. */
export const DegreesSection = ({ profile, editable }: { profile: Profile; editable: boolean }) => {
  const { t } = useTranslation()
  const client = useQueryClient()
  const name = (item: AcademicDegree) => profile.refTerms[item.cDegree] ?? item.cDegree
  return (
    <ItemsSection<AcademicDegree>
      title={t('profile.degrees.title')}
      icon={<WorkspacePremiumOutlined />}
      items={profile.userAcademicDegrees}
      editable={editable}
      emptyText={editable ? t('profile.degrees.empty') : t('profile.degrees.none')}
      addLabel={t('profile.degrees.add')}
      itemName={name}
      view={(item) => (
        <Typography>
          <strong>{name(item)}</strong>
          <Typography component="span" color="text.secondary">
            {' · '}
            {t('profile.degrees.received', { year: item.year })}
          </Typography>
        </Typography>
      )}
      form={(item, done) => <DegreeForm profile={profile} item={item} done={done} />}
      onDelete={async (item) => {
        await saveAcademicDegrees(profile.id, listWith(profile.userAcademicDegrees, null, item.id))
        await refreshProfile(client, profile.id)
      }}
    />
  )
}
