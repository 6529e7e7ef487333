import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fileOf } from '../../../test/posts'
import { renderInApp } from '../../../test/renderApp'
import { PostAttachments } from './PostAttachments'

const figure = fileOf('11111111-1111-4111-8111-111111111111', 'figure-1.png', 'image/png', 2048)

const renderFiles = () => renderInApp(<PostAttachments files={[figure]} />)

describe('image previews of a post', () => {
  it('show the whole image, never cropped, on a background', () => {
    renderFiles()
    const image = screen.getByRole('img', { name: 'figure-1.png' })
    // "contain" scales the image to fit its box: no edge is cut off ("igure 1" for "Figure 1").
    expect(getComputedStyle(image).objectFit).toBe('contain')
    expect(getComputedStyle(image.closest('a') as HTMLElement).backgroundColor).not.toBe('')
  })

  it('open the full image on click', () => {
    renderFiles()
    const link = screen.getByRole('img', { name: 'figure-1.png' }).closest('a')
    expect(link?.getAttribute('href')).toBe(figure.url)
  })
})
