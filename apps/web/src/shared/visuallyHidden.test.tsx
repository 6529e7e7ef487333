import Box from '@mui/material/Box'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { visuallyHidden } from './visuallyHidden'

describe('visually hidden text', () => {
  it('takes one pixel, not the width of its container, when given as sx', () => {
    // MUI reads a number up to 1 in sx as a fraction (1 is 100%): such a span widened the page.
    render(
      <Box component="span" sx={visuallyHidden}>
        read aloud
      </Box>,
    )
    const style = getComputedStyle(screen.getByText('read aloud'))
    expect([style.width, style.height, style.margin]).toEqual(['1px', '1px', '-1px'])
  })
})
