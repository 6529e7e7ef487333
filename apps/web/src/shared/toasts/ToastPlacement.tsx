import GlobalStyles from '@mui/material/GlobalStyles'
import { useEffect, useState } from 'react'
import { useToastObstacles } from './obstacles.store'
import { TOAST_BOTTOM_PX, toastBottom } from './placement'

/** The class of the toasts' container (SnackbarProvider `classes`), placed by ToastPlacement. */
export const TOAST_CONTAINER_CLASS = 'nauka-toasts'
const BOTTOM_VAR = '--nauka-toast-bottom'

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight })

/**
 * Lifts the toasts above what they must not cover (placement.ts). The offset travels as a CSS
 * variable, so moving it re-renders nothing; notistack already animates `bottom`.
 */
export const ToastPlacement = () => {
  const boxes = useToastObstacles((s) => s.boxes)
  const [size, setSize] = useState(viewport)
  useEffect(() => {
    const resized = () => setSize(viewport())
    window.addEventListener('resize', resized)
    return () => window.removeEventListener('resize', resized)
  }, [])
  useEffect(() => {
    document.documentElement.style.setProperty(BOTTOM_VAR, `${toastBottom(Object.values(boxes), size)}px`)
  }, [boxes, size])
  return (
    <GlobalStyles
      styles={{
        // Two classes outweigh notistack's one, whatever the order of the style sheets.
        [`.notistack-SnackbarContainer.${TOAST_CONTAINER_CLASS}`]: {
          bottom: `var(${BOTTOM_VAR}, ${TOAST_BOTTOM_PX}px)`,
        },
      }}
    />
  )
}
