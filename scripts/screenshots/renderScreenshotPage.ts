import {
  screenshotSizes,
  screenshotStates,
  screenshotThemes,
} from './screenshotFiles.js'

const capital = (word: string) => word[0]?.toUpperCase() + word.slice(1)

/**
 * docs/screenshots/index.md: a table per state (a column per theme, a row
 * per size) of the PNGs beside it; written by `npm run screenshots`.
 */
export function renderScreenshotPage(): string {
  const lines = [
    '# Screenshots',
    '',
    'How the modal and the embedded wallet look, in both themes, on a desktop',
    '(1280×800) and a phone (390×844) viewport, taken from the demo',
    '(`apps/demo`) on the local stack. `npm run screenshots` builds the',
    'packages, starts the stack the e2e tests use and writes these files again',
    '(`scripts/screenshots/`); run it after changing the UI. This page is',
    'written by the same run.',
  ]
  for (const { state, title } of screenshotStates) {
    lines.push('', `## ${title}`, '')
    lines.push(`| | ${screenshotThemes.map(capital).join(' | ')} |`)
    lines.push(`|---|${screenshotThemes.map(() => '---').join('|')}|`)
    for (const { size, width, height } of screenshotSizes) {
      const cells = screenshotThemes.map(
        (theme) =>
          `![${title}, ${theme} theme, ${size} ${width}×${height}](${state}-${theme}-${size}.png)`,
      )
      lines.push(`| ${capital(size)} | ${cells.join(' | ')} |`)
    }
  }
  return `${lines.join('\n')}\n`
}
