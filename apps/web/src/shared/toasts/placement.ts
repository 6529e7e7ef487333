/**
 * Where toasts sit (SPEC 2: bottom right, at most four) without covering what the person is using:
 * the bottom navigation on a phone, a chat's composer and its Send button. Such parts register as
 * obstacles (useToastObstacle); the toasts rise above the highest one in their column.
 */

export type Box = { top: number; bottom: number; left: number; right: number }
export type Viewport = { width: number; height: number }

/** notistack's own distance of the toasts from the bottom edge, and from the sides. */
export const TOAST_BOTTOM_PX = 14
const SIDE_PX = 20
const PHONE_SIDE_PX = 16
/** notistack spans the width below 600 px; wider, a toast is at most this wide (text, action, padding). */
const FULL_WIDTH_BELOW_PX = 600
export const TOAST_MAX_WIDTH_PX = 480
/** Room left between a toast and what it keeps clear of. */
const GAP_PX = 8

/** The strip of the screen toasts occupy, from left to right. */
export const toastColumn = ({ width }: Viewport): { left: number; right: number } =>
  width < FULL_WIDTH_BELOW_PX
    ? { left: PHONE_SIDE_PX, right: width - PHONE_SIDE_PX }
    : { left: Math.max(SIDE_PX, width - SIDE_PX - TOAST_MAX_WIDTH_PX), right: width - SIDE_PX }

/**
 * The toasts' distance from the bottom edge: above every visible obstacle in their column. Never
 * more than half the screen: a toast pushed out of sight would say nothing at all.
 */
export const toastBottom = (obstacles: readonly Box[], viewport: Viewport): number => {
  const column = toastColumn(viewport)
  let bottom = TOAST_BOTTOM_PX
  for (const box of obstacles) {
    const visible = box.bottom > 0 && box.top < viewport.height && box.bottom > box.top
    const inColumn = box.right > column.left && box.left < column.right
    if (visible && inColumn) bottom = Math.max(bottom, viewport.height - box.top + GAP_PX)
  }
  return Math.min(bottom, Math.round(viewport.height / 2))
}
