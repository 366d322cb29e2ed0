/**
 * The id of a heading: lower case, runs of anything but letters, digits,
 * `_` and `-` become one `-`, no `-` at either end. `apiUrl` → `apiurl`,
 * `Switch chain` → `switch-chain`.
 */
export function slugify(text) {
  return text
    .toLowerCase()
    .replace(/[`'"]/g, '')
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/^-+|-+$/g, '')
}
