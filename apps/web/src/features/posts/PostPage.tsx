import ArticleOutlined from '@mui/icons-material/ArticleOutlined'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../shared/EmptyState'
import { SectionPage } from '../../shared/SectionPage'

/** /userPost/:postId — a single post, opened from a notification or a link (SPEC 2). */
export const PostPage = () => {
  const { t } = useTranslation()
  return (
    <SectionPage title={t('post.title')}>
      <EmptyState icon={<ArticleOutlined />} title={t('post.empty.title')} hint={t('post.empty.hint')} />
    </SectionPage>
  )
}
