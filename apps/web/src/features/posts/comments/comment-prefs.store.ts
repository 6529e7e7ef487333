import { CommentSort, CommentView, DEFAULT_COMMENT_VIEW } from '@nauka/contracts'
import { create } from 'zustand'
import { persist } from 'zustand/middleware'

type CommentPrefs = {
  view: CommentView
  sort: CommentSort
  setView: (view: CommentView) => void
  setSort: (sort: CommentSort) => void
}

/** SPEC 3: how the reader lays out and orders comments (tree, in order by default), remembered across visits. */
export const useCommentPrefs = create<CommentPrefs>()(
  persist(
    (set) => ({
      view: DEFAULT_COMMENT_VIEW,
      sort: CommentSort.InOrder,
      setView: (view) => set({ view }),
      setSort: (sort) => set({ sort }),
    }),
    {
      name: 'nauka.comments',
      partialize: ({ view, sort }) => ({ view, sort }),
      // A value from an older version, or typed by hand, falls back to the default.
      merge: (stored, current) => {
        const { view, sort } = (stored ?? {}) as Partial<CommentPrefs>
        return {
          ...current,
          view: Object.values(CommentView).includes(view as CommentView)
            ? (view as CommentView)
            : current.view,
          sort: Object.values(CommentSort).includes(sort as CommentSort)
            ? (sort as CommentSort)
            : current.sort,
        }
      },
    },
  ),
)
