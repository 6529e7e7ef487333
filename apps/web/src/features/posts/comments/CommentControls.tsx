import Stack from '@mui/material/Stack'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import { CommentSort, CommentView } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { useCommentPrefs } from './comment-prefs.store'

const VIEWS = [CommentView.Tree, CommentView.Linear, CommentView.SecondLevel] as const
const SORTS = [CommentSort.InOrder, CommentSort.Popular] as const

/** SPEC 3: the view (tree, linear, second level) and order (in order, popular) of the comments. */
export const CommentControls = () => {
  const { t } = useTranslation()
  const { view, sort, setView, setSort } = useCommentPrefs()
  return (
    <Stack direction="row" flexWrap="wrap" useFlexGap gap={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, next: CommentView | null) => next && setView(next)}
        aria-label={t('comments.view.label')}
      >
        {VIEWS.map((option) => (
          <ToggleButton key={option} value={option}>
            {t(`comments.view.${option}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={sort}
        onChange={(_event, next: CommentSort | null) => next && setSort(next)}
        aria-label={t('comments.sort.label')}
      >
        {SORTS.map((option) => (
          <ToggleButton key={option} value={option}>
            {t(`comments.sort.${option}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  )
}
