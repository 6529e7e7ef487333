// Apart from auth.ts's schemas: the sign-in page names a flow before it checks anything.

/** DESIGN: the two flows an e-mailed link (action token) can carry. */
export const ActionType = { ResetCredentials: 'reset-credentials', VerifyEmail: 'verify-email' } as const
export type ActionType = (typeof ActionType)[keyof typeof ActionType]
