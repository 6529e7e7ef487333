import { useDeviceStore } from '../device/device.store'
import { useLayoutStore } from './layout.store'
import { type LayoutPlan, layoutPlan } from './model'

/** What the layout shows now: the window's width and the person's show/hide choices. */
export const useLayoutPlan = (): LayoutPlan => {
  const width = useDeviceStore((s) => s.width)
  const leftBar = useLayoutStore((s) => s.leftBar)
  const rightBar = useLayoutStore((s) => s.rightBar)
  const footer = useLayoutStore((s) => s.footer)
  return layoutPlan(width, { leftBar, rightBar, footer })
}
