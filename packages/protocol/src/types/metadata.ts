/** App metadata a peer shows for its counterpart (SPEC §3 App metadata). */
export type Metadata = {
  name: string
  description: string
  url: string
  icons: string[]
  verifyUrl?: string | undefined
  redirect?:
    | {
        native?: string | undefined
        universal?: string | undefined
        linkMode?: boolean | undefined
      }
    | undefined
}

/** One side of a session or proposal: its X25519 public key and metadata. */
export type Participant = {
  publicKey: string
  metadata: Metadata
}

/** Relay protocol options carried by proposals and sessions. */
export type RelayProtocolOptions = {
  protocol: string
  data?: string | undefined
}
