import SchoolOutlined from '@mui/icons-material/SchoolOutlined'
import Typography from '@mui/material/Typography'
import { Dictionary, type Education, EducationInput, type Profile } from '@nauka/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSchemaForm } from '../../../shared/form/useSchemaForm'
import { CataloguePicker } from '../../catalog/CataloguePicker'
import { addEducation, deleteEducation, updateEducation } from '../profile.api'
import { refreshProfile } from '../profile.queries'
import { DateField, Field, formatPeriod } from './fields'
import { ItemsSection } from './ItemsSection'
import { OrganizationField } from './OrganizationField'
import { FieldGrid, FormActions, ProfileForm, Wide } from './parts'

type Draft = {
  cType: string | null
  cLevel: string | null
  cCountry: string | null
  cCity: string | null
  institution: string
  department: string
  specialty: string
  qualification: string
  startDate: string
  endDate: string
}

const draftOf = (item: Education | null): Draft => ({
  cType: item?.cType ?? null,
  cLevel: item?.cLevel ?? null,
  cCountry: item?.cCountry ?? null,
  cCity: item?.cCity ?? null,
  institution: item?.institution ?? '',
  department: item?.department ?? '',
  specialty: item?.specialty ?? '',
  qualification: item?.qualification ?? '',
  startDate: item?.startDate ?? '',
  endDate: item?.endDate ?? '',
})

const blank = (text: string) => (text.trim() === '' ? null : text)

const inputOf = (d: Draft) => ({
  ...d,
  department: blank(d.department),
  specialty: blank(d.specialty),
  startDate: blank(d.startDate),
  endDate: blank(d.endDate),
})

type FormProps = { profile: Profile; item: Education | null; done: () => void }

const EducationForm = ({ profile, item, done }: FormProps) => {
  const { t } = useTranslation()
  const client = useQueryClient()
  const form = useSchemaForm({ schema: EducationInput, initial: draftOf(item), toInput: inputOf })
  const { draft, set, patch, errors } = form
  const terms = profile.refTerms
  const term = (ref: string | null) => (ref ? terms[ref] : undefined)
  const label = item ? t('profile.education.edit') : t('profile.education.add')

  const save = async () => {
    const ok = await form.submit(async (input) => {
      if (item) await updateEducation(profile.id, item.id, input)
      else await addEducation(profile.id, input)
      await refreshProfile(client, profile.id)
    })
    if (ok) done()
  }

  const pickerError = (name: string) =>
    errors[name] ? { error: true, helperText: form.errorText(name) } : {}

  return (
    <ProfileForm label={label} onSubmit={save}>
      <FieldGrid>
        <CataloguePicker
          id="education-type"
          autoFocus
          cls={Dictionary.educationType}
          label={t('profile.education.type')}
          value={draft.cType}
          valueTerm={term(draft.cType)}
          onChange={(ref) => set('cType', ref)}
          {...pickerError('cType')}
        />
        <CataloguePicker
          id="education-level"
          cls={Dictionary.educationLevel}
          label={t('profile.education.level')}
          value={draft.cLevel}
          valueTerm={term(draft.cLevel)}
          onChange={(ref) => set('cLevel', ref)}
          {...pickerError('cLevel')}
        />
        <CataloguePicker
          id="education-country"
          cls={Dictionary.countries}
          label={t('profile.education.country')}
          value={draft.cCountry}
          valueTerm={term(draft.cCountry)}
          onChange={(ref) => patch({ cCountry: ref, cCity: null })}
          {...pickerError('cCountry')}
        />
        <CataloguePicker
          id="education-city"
          cls={Dictionary.cities}
          label={t('profile.education.city')}
          parentClsNum={draft.cCountry}
          value={draft.cCity}
          valueTerm={term(draft.cCity)}
          onChange={(ref) => set('cCity', ref)}
          {...pickerError('cCity')}
        />
        <Wide>
          <OrganizationField
            name="institution"
            label={t('profile.education.institution')}
            value={draft.institution}
            onChange={(v) => set('institution', v)}
            errors={errors}
            required
          />
        </Wide>
        <Field
          name="department"
          label={t('profile.education.department')}
          value={draft.department}
          onChange={(v) => set('department', v)}
          errors={errors}
        />
        <Field
          name="specialty"
          label={t('profile.education.specialty')}
          value={draft.specialty}
          onChange={(v) => set('specialty', v)}
          errors={errors}
        />
        <Wide>
          <Field
            name="qualification"
            label={t('profile.education.qualification')}
            value={draft.qualification}
            onChange={(v) => set('qualification', v)}
            errors={errors}
            required
          />
        </Wide>
        <DateField
          name="startDate"
          label={t('profile.education.startDate')}
          value={draft.startDate}
          onChange={(v) => set('startDate', v)}
          errors={errors}
        />
        <DateField
          name="endDate"
          label={t('profile.education.endDate')}
          value={draft.endDate}
          onChange={(v) => set('endDate', v)}
          errors={errors}
        />
      </FieldGrid>
      <FormActions onCancel={done} saving={form.saving} error={form.failure} />
    </ProfileForm>
  )
}

/** SPEC 3: education: type, level, country, city, institution, department, specialty, dates. */
export const EducationSection = ({ profile, editable }: { profile: Profile; editable: boolean }) => {
  const { t, i18n } = useTranslation()
  const client = useQueryClient()
  const terms = profile.refTerms
  return (
    <ItemsSection<Education>
      title={t('profile.education.title')}
      icon={<SchoolOutlined />}
      items={profile.education}
      editable={editable}
      emptyText={editable ? t('profile.education.empty') : t('profile.education.none')}
      addLabel={t('profile.education.add')}
      itemName={(item) => item.institution}
      view={(item) => (
        <>
          <Typography sx={{ fontWeight: 600 }}>{item.institution}</Typography>
          <Typography color="text.secondary" variant="body2">
            {[item.department, item.specialty, item.qualification].filter(Boolean).join(' · ')}
          </Typography>
          <Typography color="text.secondary" variant="body2">
            {[
              item.cType ? terms[item.cType] : null,
              item.cLevel ? terms[item.cLevel] : null,
              [item.cCity ? terms[item.cCity] : null, item.cCountry ? terms[item.cCountry] : null]
                .filter(Boolean)
                .join(', '),
              formatPeriod(item.startDate, item.endDate, false, i18n.language, t('profile.now')),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </>
      )}
      form={(item, done) => <EducationForm profile={profile} item={item} done={done} />}
      onDelete={async (item) => {
        await deleteEducation(profile.id, item.id)
        await refreshProfile(client, profile.id)
      }}
    />
  )
}
