import type { Metadata } from './metadata.js'

/** A pairing: the topic of the URI's symKey, shared before a session. */
export type Pairing = {
  topic: string
  /** Unix seconds. */
  expiry: number
  relay: { protocol: string; data?: string | undefined }
  /** A proposal was answered on it. */
  active: boolean
  methods?: string[] | undefined
  peerMetadata?: Metadata | undefined
}
