import { create } from 'zustand'
import type { Box } from './placement'

type ObstaclesStore = {
  /** What toasts must keep clear of, by the id of the part that registered it. */
  boxes: Record<string, Box>
  place: (id: string, box: Box) => void
  remove: (id: string) => void
}

const same = (a: Box | undefined, b: Box) =>
  a !== undefined && a.top === b.top && a.bottom === b.bottom && a.left === b.left && a.right === b.right

export const useToastObstacles = create<ObstaclesStore>()((set) => ({
  boxes: {},
  place: (id, box) => set((s) => (same(s.boxes[id], box) ? s : { boxes: { ...s.boxes, [id]: box } })),
  remove: (id) =>
    set((s) => {
      if (!(id in s.boxes)) return s
      const { [id]: _gone, ...boxes } = s.boxes
      return { boxes }
    }),
}))
