import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined'
import Chip from '@mui/material/Chip'
import type { PostPublication } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/** On a post that announces a published item: a chip to the item's page, named by its title. */
export const PostPublicationChip = ({ publication }: { publication: PostPublication }) => {
  const { t } = useTranslation()
  return (
    <Chip
      component={Link}
      to={publication.link}
      clickable
      color="primary"
      variant="outlined"
      icon={<LibraryBooksOutlined />}
      label={t('publication.post.chip', { title: publication.title })}
      sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
    />
  )
}
