import { z } from 'zod'

// The error answer's schema, apart from errors.ts's codes and catalogue: every page words an error
// by its code, and only reading an answer's body takes zod.

export const ValidationIssue = z.object({ field: z.string(), message: z.string() })
export type ValidationIssue = z.infer<typeof ValidationIssue>

/** DESIGN: every error answers `{error:{code,textCode,type,message}}`, validation errors add their fields. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.number().int(),
    textCode: z.string(),
    type: z.string(),
    message: z.string(),
  }),
  validationErrors: z.array(ValidationIssue).optional(),
  retryAfter: z.number().int().optional(),
  /** The request's id, also in its `X-Request-Id` header: what a user's report quotes to find its log lines. */
  requestId: z.string().optional(),
})
export type ErrorBody = z.infer<typeof ErrorBody>
