import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import { Dictionary, PUBLICATION_LIMITS } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { emptyAuthor, moveAuthor, removeAuthor, replaceAuthor } from '../authors'
import { FormRef } from '../fields'
import type { PublicationFormApi } from '../usePublicationForm'
import { AuthorCard } from './AuthorCard'
import { FormSection, Wide } from './FormSection'

/** SPEC 3: the authors in their order, and the kind of co-authorship; SPEC 5 asks for at least one. */
export const AuthorsSection = ({ form }: { form: PublicationFormApi }) => {
  const { t } = useTranslation()
  const authors = form.draft.authors
  const message = form.errorOf('authors')
  return (
    <FormSection title={t('territory.form.sections.authors')}>
      <Wide>
        <Stack spacing={1.5}>
          {authors.length > 0 && (
            <Box
              component="ol"
              aria-label={t('territory.form.fields.authors')}
              sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}
            >
              {authors.map((author, index) => (
                <AuthorCard
                  key={author.key}
                  form={form}
                  author={author}
                  index={index}
                  count={authors.length}
                  onChange={(change) => form.set('authors', replaceAuthor(authors, author.key, change))}
                  onMove={(to) => form.set('authors', moveAuthor(authors, index, to))}
                  onRemove={() => form.set('authors', removeAuthor(authors, author.key))}
                />
              ))}
            </Box>
          )}
          {message && (
            <FormHelperText error id="publication-authors">
              {message}
            </FormHelperText>
          )}
          <div>
            <Button
              startIcon={<PersonAddOutlined />}
              onClick={() => form.set('authors', [...authors, emptyAuthor()])}
              disabled={form.busy || authors.length >= PUBLICATION_LIMITS.authorsMax}
            >
              {t('territory.authors.add')}
            </Button>
          </div>
        </Stack>
      </Wide>
      <FormRef form={form} name="cAuthorship" cls={Dictionary.authorshipType} />
    </FormSection>
  )
}
