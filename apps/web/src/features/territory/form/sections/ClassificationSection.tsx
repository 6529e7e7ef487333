import { Dictionary } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { FormRef } from '../fields'
import type { PublicationFormApi } from '../usePublicationForm'
import { FormSection, Wide } from './FormSection'

/**
 * The thematic rubric is a leaf of the GRNTI catalogue (211); the seeded edition has two levels,
 * sections and their rubrics, and only rubrics are offered.
 */
export const THEMATIC_RUBRIC_LEVEL = 2

/** SPEC 3: science area and field (the field within the area), and the thematic rubric. */
export const ClassificationSection = ({ form }: { form: PublicationFormApi }) => {
  const { t } = useTranslation()
  return (
    <FormSection title={t('territory.form.sections.classification')}>
      <FormRef
        form={form}
        name="cScienceArea"
        cls={Dictionary.scienceArea}
        // A field of another area would no longer fit.
        onPicked={(area) => area !== form.draft.cScienceArea && form.set('cScienceField', null)}
      />
      <FormRef
        form={form}
        name="cScienceField"
        cls={Dictionary.scienceField}
        picker
        parentClsNum={form.draft.cScienceArea}
      />
      <Wide>
        <FormRef
          form={form}
          name="cThematic"
          cls={Dictionary.publicationThematic}
          picker
          level={THEMATIC_RUBRIC_LEVEL}
        />
      </Wide>
    </FormSection>
  )
}
