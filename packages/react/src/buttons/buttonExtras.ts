// The connected buttons' chunk (see useButtonExtras): one dynamic-import
// target for both, used through its module object (which knip does not
// follow: the components say @public).
/** @public */
// biome-ignore lint/performance/noBarrelFile: the lazy chunk's one entry
export { AccountAvatar } from './AccountAvatar.js'
/** @public */
export { NetworkIcon } from './NetworkIcon.js'
