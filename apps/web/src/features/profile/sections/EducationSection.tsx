import SchoolOutlined from '@mui/icons-material/SchoolOutlined'
import Typography from '@mui/material/Typography'
import { Dictionary, type Education, EducationInput, type Profile } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { addEducation, deleteEducation, updateEducation } from '../profile.api'
import { formatPeriod } from './fields'
import { ListSection } from './ListSection'

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

/** SPEC 3: education: type, level, country, city, institution, department, specialty, dates. */
export const EducationSection = ({ profile, editable }: { profile: Profile; editable: boolean }) => {
  const { t, i18n } = useTranslation()
  const terms = profile.refTerms
  return (
    <ListSection
      profile={profile}
      editable={editable}
      spec={{
        key: 'education',
        icon: <SchoolOutlined />,
        items: profile.education,
        itemName: (item) => item.institution,
        view: (item) => (
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
        ),
        schema: EducationInput,
        draftOf,
        toInput: inputOf,
        fields: [
          {
            kind: 'catalogue',
            name: 'cType',
            cls: Dictionary.educationType,
            label: t('profile.education.type'),
          },
          {
            kind: 'catalogue',
            name: 'cLevel',
            cls: Dictionary.educationLevel,
            label: t('profile.education.level'),
          },
          {
            kind: 'catalogue',
            name: 'cCountry',
            cls: Dictionary.countries,
            label: t('profile.education.country'),
          },
          {
            kind: 'catalogue',
            name: 'cCity',
            cls: Dictionary.cities,
            label: t('profile.education.city'),
            within: 'cCountry',
          },
          {
            kind: 'organization',
            name: 'institution',
            label: t('profile.education.institution'),
            required: true,
            wide: true,
          },
          { kind: 'text', name: 'department', label: t('profile.education.department') },
          { kind: 'text', name: 'specialty', label: t('profile.education.specialty') },
          {
            kind: 'text',
            name: 'qualification',
            label: t('profile.education.qualification'),
            required: true,
            wide: true,
          },
          { kind: 'date', name: 'startDate', label: t('profile.education.startDate') },
          { kind: 'date', name: 'endDate', label: t('profile.education.endDate') },
        ],
        save: (input, item) =>
          item ? updateEducation(profile.id, item.id, input) : addEducation(profile.id, input),
        remove: (item) => deleteEducation(profile.id, item.id),
      }}
    />
  )
}
