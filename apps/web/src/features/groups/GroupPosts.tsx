import ArticleOutlined from '@mui/icons-material/ArticleOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { type Group, mayInGroup } from '@nauka/contracts'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../shared/EmptyState'
import { PostList } from '../feed/PostList'
import { useCreateGroupPost, useGroupPosts } from './groups.queries'
import { activeRole } from './model'

// The editor (dropzone, catalogue pickers) loads only when a member opens it.
const PostEditorDialog = lazy(() =>
  import('../posts/editor/PostEditorDialog').then((m) => ({ default: m.PostEditorDialog })),
)

/** The group's posts, newest first; members write here, moderators also as the group. */
export const GroupPosts = ({ group }: { group: Group }) => {
  const { t } = useTranslation()
  const role = activeRole(group.me)
  const query = useGroupPosts(group.id)
  const create = useCreateGroupPost(group.id)
  const [writing, setWriting] = useState(false)
  const mayPost = mayInGroup(role, 'post')
  const posts = query.data?.pages.flatMap((page) => page.elements) ?? []
  return (
    <>
      {mayPost && (
        <Box sx={{ px: { xs: 2, sm: 3 }, py: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Button variant="contained" startIcon={<EditOutlined />} onClick={() => setWriting(true)}>
            {t('groups.posts.write')}
          </Button>
        </Box>
      )}
      <PostList
        query={{ ...query, posts }}
        label={t('groups.tabs.posts')}
        empty={
          <EmptyState
            icon={<ArticleOutlined />}
            title={t('groups.posts.empty.title')}
            hint={t(mayPost ? 'groups.posts.empty.member' : 'groups.posts.empty.hint')}
          />
        }
      />
      {writing && (
        <Suspense fallback={null}>
          <PostEditorDialog
            open
            onClose={() => setWriting(false)}
            group={{
              asGroupAllowed: mayInGroup(role, 'postAsGroup'),
              create: (body) => create.mutateAsync(body),
            }}
          />
        </Suspense>
      )}
    </>
  )
}
