import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  type Profile,
  type ScientificInterest,
  ScientificInterestInput,
  splitInterestKeywords,
} from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { addScientificInterest, saveScientificInterests } from '../profile.api'
import { ListSection } from './ListSection'

type Draft = { dsc: string; keywords: string }

const draftOf = (item: ScientificInterest | null): Draft => ({
  dsc: item?.dsc ?? '',
  keywords: item?.keywords.join(', ') ?? '',
})

/** SPEC 3: keywords are typed comma-separated; they travel as a list. */
export const interestInputOf = (d: Draft) => ({
  dsc: d.dsc.trim() === '' ? null : d.dsc,
  keywords: splitInterestKeywords(d.keywords),
})

const Keywords = ({ words, label }: { words: readonly string[]; label: string }) =>
  words.length === 0 ? null : (
    <Stack
      direction="row"
      flexWrap="wrap"
      useFlexGap
      spacing={0.75}
      sx={{ mt: 1, mb: 0, p: 0, listStyle: 'none' }}
      component="ul"
      aria-label={label}
    >
      {words.map((word) => (
        <Chip key={word} label={word} size="small" component="li" />
      ))}
    </Stack>
  )

const listWith = (
  items: readonly ScientificInterest[],
  change: ScientificInterest | null,
  without?: number,
) =>
  items
    .filter((i) => i.id !== without)
    .map((i) => (change && i.id === change.id ? change : i))
    .map(({ id, dsc, keywords }) => ({ id, dsc, keywords }))

/** SPEC 3: scientific interests: a description and keywords (comma-separated, shown as chips). */
export const InterestsSection = ({ profile, editable }: { profile: Profile; editable: boolean }) => {
  const { t } = useTranslation()
  const items = profile.userScientificInterests
  const keywordsLabel = t('profile.interests.keywords')
  return (
    <ListSection
      profile={profile}
      editable={editable}
      spec={{
        key: 'interests',
        icon: <PsychologyOutlined />,
        items,
        itemName: (item) =>
          item.dsc?.slice(0, 40) || item.keywords.slice(0, 3).join(', ') || t('profile.interests.title'),
        view: (item) => (
          <>
            {item.dsc && <Typography sx={{ whiteSpace: 'pre-line' }}>{item.dsc}</Typography>}
            <Keywords words={item.keywords} label={keywordsLabel} />
          </>
        ),
        schema: ScientificInterestInput,
        draftOf,
        toInput: interestInputOf,
        fields: [
          { kind: 'text', name: 'dsc', label: t('profile.interests.description'), minRows: 2, wide: true },
          {
            kind: 'text',
            name: 'keywords',
            label: keywordsLabel,
            hint: t('profile.interests.keywordsHint'),
            wide: true,
            after: (draft) => (
              <Keywords words={splitInterestKeywords(draft.keywords)} label={keywordsLabel} />
            ),
          },
        ],
        save: (input, item) =>
          item
            ? saveScientificInterests(
                profile.id,
                listWith(items, { id: item.id, dsc: input.dsc ?? null, keywords: input.keywords }),
              )
            : addScientificInterest(profile.id, input),
        remove: (item) => saveScientificInterests(profile.id, listWith(items, null, item.id)),
      }}
    />
  )
}
