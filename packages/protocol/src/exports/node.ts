// @latch/protocol/node: Node-only pieces (never imported by browser code).

export { createFileStorage } from '../store/createFileStorage.js'
