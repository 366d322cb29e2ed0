// An original mark: a rounded violet tile with a white latch (a hook over a
// bar). Small enough to inline as a data URI, as EIP-6963 requires.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#5b3df5"/><path d="M10 14v-3a6 6 0 0 1 12 0" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/><rect x="7" y="14" width="18" height="12" rx="3" fill="#fff"/><circle cx="16" cy="20" r="2" fill="#5b3df5"/></svg>`

/** The Latch Dev Wallet icon, an SVG data URI (EIP-6963 `info.icon`). */
export const devWalletIcon = `data:image/svg+xml,${encodeURIComponent(svg)}`
