import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { useSchemaOnFirstUse } from './useSchemaOnFirstUse'

describe('useSchemaOnFirstUse', () => {
  it('loads nothing until the form is used, then once, however often it is used', async () => {
    const load = vi.fn(async () => z.object({ name: z.string() }))
    const { result } = renderHook(() => useSchemaOnFirstUse(load))
    expect(load).not.toHaveBeenCalled()
    expect(result.current.schema).toBeNull()
    act(() => {
      result.current.want()
      result.current.want()
    })
    await waitFor(() => expect(result.current.schema).not.toBeNull())
    expect(load).toHaveBeenCalledTimes(1)
    expect(result.current.schema?.safeParse({ name: 'x' }).success).toBe(true)
  })

  it('asks again on the next use after a failed load', async () => {
    const load = vi
      .fn<() => Promise<z.ZodType<unknown>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(z.string())
    const { result } = renderHook(() => useSchemaOnFirstUse(load))
    act(() => result.current.want())
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    await act(async () => {})
    act(() => result.current.want())
    await waitFor(() => expect(result.current.schema).not.toBeNull())
    expect(load).toHaveBeenCalledTimes(2)
  })
})
