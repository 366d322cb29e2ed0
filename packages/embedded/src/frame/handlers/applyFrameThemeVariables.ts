/**
 * The host's theme variables the approval screen takes (SYNC_THEME's
 * `themeVariables`), by Latch's name or the reference client's: the accent
 * and the text on it, which colour the screen's buttons. Nothing else: the
 * screen's text and background stay the frame's own, so a host cannot
 * make what the user approves unreadable.
 */
const FRAME_VARIABLES: Readonly<Record<string, string>> = {
  '--latch-accent': '--accent',
  '--w3m-accent': '--accent',
  '--latch-accent-fg': '--accent-fg',
}

// A colour: hex, a colour function of plain numbers, or a keyword. No
// url(), image functions, quotes or a second declaration.
const SAFE_VALUE =
  /^(#[0-9a-f]{3,8}|(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\([\d\s.,%/+-]{1,60}\)|[a-z]{3,20})$/i

/**
 * Sets the taken variables on `root` through the CSSOM (the frame's CSP
 * allows no style attribute) and removes the ones no longer given; other
 * names and unsafe values are ignored. Returns the frame names applied.
 */
export function applyFrameThemeVariables(
  root: { style: Pick<CSSStyleDeclaration, 'setProperty' | 'removeProperty'> },
  variables: unknown,
): string[] {
  const given =
    typeof variables === 'object' && variables !== null
      ? (variables as Record<string, unknown>)
      : {}
  const applied: string[] = []
  for (const name of new Set(Object.values(FRAME_VARIABLES))) {
    const value = Object.keys(FRAME_VARIABLES)
      .filter((key) => FRAME_VARIABLES[key] === name)
      .map((key) => given[key])
      .find(
        (candidate): candidate is string =>
          typeof candidate === 'string' && SAFE_VALUE.test(candidate),
      )
    if (value === undefined) root.style.removeProperty(name)
    else {
      root.style.setProperty(name, value)
      applied.push(name)
    }
  }
  return applied
}
