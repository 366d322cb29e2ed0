import { randomBytes } from 'node:crypto'

/** A fresh 64-hex topic. */
export function randomTopic(): string {
  return randomBytes(32).toString('hex')
}
