import type { ComponentType } from 'react'
import { useAuthStore } from '../../features/auth/auth.store'
import { VisitorFrame } from './VisitorFrame'

/**
 * The frame of a page anyone may open (an open publication): the signed-in app's for a user, a
 * minimal one for a visitor, who is not sent to /login. The signed-in frame is handed in by the
 * router, which owns it.
 */
export const ReaderFrame = ({ SignedInFrame }: { SignedInFrame: ComponentType }) => {
  const authenticated = useAuthStore((s) => s.authenticated)
  return authenticated ? <SignedInFrame /> : <VisitorFrame />
}
