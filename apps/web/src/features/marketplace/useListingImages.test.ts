import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { stubXhr } from '../../test/fakeXhr'
import { useListingImages } from './useListingImages'

describe("the listing editor's pictures", () => {
  it("upload through the marketplace's route, whose unsaved images the server deletes a day later", () => {
    const requests = stubXhr()
    const { result } = renderHook(() => useListingImages([]))
    act(() => result.current.add([new File(['png'], 'spectrometer.png', { type: 'image/png' })]))
    expect(requests.map((request) => [request.method, request.url])).toEqual([
      ['POST', '/api/core/market/listing-images'],
    ])
  })
})
