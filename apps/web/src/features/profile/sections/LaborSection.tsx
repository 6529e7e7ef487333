import WorkOutline from '@mui/icons-material/WorkOutline'
import Typography from '@mui/material/Typography'
import { Dictionary, type LaborActivity, LaborActivityInput, type Profile } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { addLaborActivity, deleteLaborActivity, updateLaborActivity } from '../profile.api'
import { formatPeriod } from './fields'
import { ListSection } from './ListSection'

type Draft = {
  organization: string
  cPosition: string | null
  cActivityArea: string | null
  startWork: string
  endWork: string
  current: boolean
}

const draftOf = (item: LaborActivity | null): Draft => ({
  organization: item?.organization ?? '',
  cPosition: item?.cPosition ?? null,
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

/** SPEC 3: labour activity: organization (with lookup), position, field, dates, "current time". */
export const LaborSection = ({ profile, editable }: { profile: Profile; editable: boolean }) => {
  const { t, i18n } = useTranslation()
  const terms = profile.refTerms
  return (
    <ListSection
      profile={profile}
      editable={editable}
      spec={{
        key: 'labor',
        icon: <WorkOutline />,
        items: profile.laborActivities,
        itemName: (item) => item.organization,
        view: (item) => (
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
        ),
        schema: LaborActivityInput,
        draftOf,
        toInput: inputOf,
        fields: [
          {
            kind: 'organization',
            name: 'organization',
            label: t('profile.labor.organization'),
            required: true,
            wide: true,
          },
          {
            kind: 'catalogue',
            name: 'cPosition',
            cls: Dictionary.position,
            label: t('profile.labor.position'),
            required: true,
          },
          {
            kind: 'catalogue',
            name: 'cActivityArea',
            cls: Dictionary.activityArea,
            label: t('profile.labor.field'),
          },
          { kind: 'date', name: 'startWork', label: t('profile.labor.start') },
          { kind: 'date', name: 'endWork', label: t('profile.labor.end'), offWhen: 'current' },
          { kind: 'checkbox', name: 'current', label: t('profile.labor.current'), wide: true },
        ],
        save: (input, item) =>
          item ? updateLaborActivity(profile.id, item.id, input) : addLaborActivity(profile.id, input),
        remove: (item) => deleteLaborActivity(profile.id, item.id),
      }}
    />
  )
}
