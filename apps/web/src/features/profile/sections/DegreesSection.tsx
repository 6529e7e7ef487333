import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined'
import Typography from '@mui/material/Typography'
import { type AcademicDegree, AcademicDegreeInput, Dictionary, type Profile } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { addAcademicDegree, saveAcademicDegrees } from '../profile.api'
import { ListSection } from './ListSection'

type Draft = { cDegree: string | null; year: string }

const draftOf = (item: AcademicDegree | null): Draft => ({
  cDegree: item?.cDegree ?? null,
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

/** SPEC 3: academic degrees: the degree (catalogue 55) and the year it was received. */
export const DegreesSection = ({ profile, editable }: { profile: Profile; editable: boolean }) => {
  const { t } = useTranslation()
  const name = (item: AcademicDegree) => profile.refTerms[item.cDegree] ?? item.cDegree
  const items = profile.userAcademicDegrees
  return (
    <ListSection
      profile={profile}
      editable={editable}
      spec={{
        key: 'degrees',
        icon: <WorkspacePremiumOutlined />,
        items,
        itemName: name,
        view: (item) => (
          <Typography>
            <strong>{name(item)}</strong>
            <Typography component="span" color="text.secondary">
              {' · '}
              {t('profile.degrees.received', { year: item.year })}
            </Typography>
          </Typography>
        ),
        schema: AcademicDegreeInput,
        draftOf,
        toInput: degreeInputOf,
        fields: [
          {
            kind: 'catalogue',
            name: 'cDegree',
            cls: Dictionary.academicDegree,
            label: t('profile.degrees.name'),
            required: true,
          },
          { kind: 'text', name: 'year', label: t('profile.degrees.year'), required: true, digits: 4 },
        ],
        save: (input, item) =>
          item
            ? saveAcademicDegrees(profile.id, listWith(items, { id: item.id, ...input }))
            : addAcademicDegree(profile.id, input),
        remove: (item) => saveAcademicDegrees(profile.id, listWith(items, null, item.id)),
      }}
    />
  )
}
