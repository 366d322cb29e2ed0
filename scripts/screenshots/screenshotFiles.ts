// The screenshot set of the docs (docs/screenshots, `npm run screenshots`):
// every state in both themes at both sizes.

/** The states captured, in the order the docs page shows them. */
export const screenshotStates = [
  { state: 'connect', title: 'Connect' },
  { state: 'all-wallets', title: 'All Wallets' },
  { state: 'account-tokens', title: 'Account — Tokens' },
  { state: 'account-nfts', title: 'Account — NFTs' },
  { state: 'account-activity', title: 'Account — Activity' },
  { state: 'send', title: 'Send' },
  { state: 'receive', title: 'Receive' },
  { state: 'email-code', title: 'E-mail code step' },
  { state: 'frame-approval', title: 'Embedded wallet frame: approval' },
] as const

export type ScreenshotState = (typeof screenshotStates)[number]['state']

export const screenshotThemes = ['light', 'dark'] as const

/** Viewports, at device scale 1 (small PNGs). */
export const screenshotSizes = [
  { size: 'desktop', width: 1280, height: 800 },
  { size: 'phone', width: 390, height: 844 },
] as const

/** `<state>-<theme>-<size>.png`, for every state, theme and size. */
export function screenshotFiles(): string[] {
  return screenshotStates.flatMap(({ state }) =>
    screenshotThemes.flatMap((theme) =>
      screenshotSizes.map(({ size }) => `${state}-${theme}-${size}.png`),
    ),
  )
}
