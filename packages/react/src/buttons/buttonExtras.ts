// The connected buttons' chunk (see useButtonExtras), used through the
// module object the dynamic import gives (which knip does not follow).
/** @public */
export { AccountAvatar } from './AccountAvatar.js'
/** @public */
export { NetworkIcon } from './NetworkIcon.js'
