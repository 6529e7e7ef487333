import Box from '@mui/material/Box'
import type { SnippetRun } from '@nauka/contracts'

/**
 * Text with the matched words marked: the runs are rendered as text and <mark>, never as HTML,
 * so a document's own markup can never reach the page.
 */
export const Snippet = ({ runs }: { runs: readonly SnippetRun[] }) => (
  <>
    {runs.map((run, index) =>
      run.hit ? (
        <Box
          // Runs have no identity of their own; their order never changes within one result.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          component="mark"
          // Dark text on the light marker in both themes: the theme's text colour is light in dark mode.
          sx={{ bgcolor: 'warning.light', color: 'common.black', borderRadius: 0.5, px: 0.25 }}
        >
          {run.text}
        </Box>
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: runs have no identity of their own
        <span key={index}>{run.text}</span>
      ),
    )}
  </>
)
