// The connected buttons' chunk (see useButtonExtras).
export { AccountAvatar } from './AccountAvatar.js'
export { NetworkIcon } from './NetworkIcon.js'
