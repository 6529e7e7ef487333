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
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSchemaForm } from '../../../shared/form/useSchemaForm'
import { addScientificInterest, saveScientificInterests } from '../profile.api'
import { refreshProfile } from '../profile.queries'
import { Field } from './fields'
import { ItemsSection } from './ItemsSection'
import { FieldGrid, FormActions, ProfileForm, Wide } from './parts'

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

type FormProps = { profile: Profile; item: ScientificInterest | null; done: () => void }

const InterestForm = ({ profile, item, done }: FormProps) => {
  const { t } = useTranslation()
  const client = useQueryClient()
  const form = useSchemaForm({
    schema: ScientificInterestInput,
    initial: draftOf(item),
    toInput: interestInputOf,
  })
  const { draft, set, errors } = form
  const label = item ? t('profile.interests.edit') : t('profile.interests.add')

  const save = async () => {
    const ok = await form.submit(async (input) => {
      if (item) {
        const changed = { id: item.id, dsc: input.dsc ?? null, keywords: input.keywords }
        await saveScientificInterests(profile.id, listWith(profile.userScientificInterests, changed))
      } else {
        await addScientificInterest(profile.id, input)
      }
      await refreshProfile(client, profile.id)
    })
    if (ok) done()
  }

  return (
    <ProfileForm label={label} onSubmit={save}>
      <FieldGrid>
        <Wide>
          <Field
            name="dsc"
            autoFocus
            label={t('profile.interests.description')}
            value={draft.dsc}
            onChange={(v) => set('dsc', v)}
            errors={errors}
            multiline
            minRows={2}
          />
        </Wide>
        <Wide>
          <Field
            name="keywords"
            label={t('profile.interests.keywords')}
            value={draft.keywords}
            onChange={(v) => set('keywords', v)}
            errors={errors}
            hint={t('profile.interests.keywordsHint')}
          />
          <Keywords words={splitInterestKeywords(draft.keywords)} label={t('profile.interests.keywords')} />
        </Wide>
      </FieldGrid>
      <FormActions onCancel={done} saving={form.saving} error={form.failure} />
    </ProfileForm>
  )
}

/** SPEC 3: scientific interests: a description and keywords (comma-separated, shown as chips). */
export const InterestsSection = ({ profile, editable }: { profile: Profile; editable: boolean }) => {
  const { t } = useTranslation()
  const client = useQueryClient()
  const name = (item: ScientificInterest) =>
    item.dsc?.slice(0, 40) || item.keywords.slice(0, 3).join(', ') || t('profile.interests.title')
  return (
    <ItemsSection<ScientificInterest>
      title={t('profile.interests.title')}
      icon={<PsychologyOutlined />}
      items={profile.userScientificInterests}
      editable={editable}
      emptyText={editable ? t('profile.interests.empty') : t('profile.interests.none')}
      addLabel={t('profile.interests.add')}
      itemName={name}
      view={(item) => (
        <>
          {item.dsc && <Typography sx={{ whiteSpace: 'pre-line' }}>{item.dsc}</Typography>}
          <Keywords words={item.keywords} label={t('profile.interests.keywords')} />
        </>
      )}
      form={(item, done) => <InterestForm profile={profile} item={item} done={done} />}
      onDelete={async (item) => {
        await saveScientificInterests(profile.id, listWith(profile.userScientificInterests, null, item.id))
        await refreshProfile(client, profile.id)
      }}
    />
  )
}
