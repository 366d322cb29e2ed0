/** The sign-in request a channel carries (the relay's `signatureParams`). */
export type FarcasterSignatureParams = {
  siweUri: string
  domain: string
  nonce: string
  notBefore?: string | undefined
  expirationTime?: string | undefined
  requestId?: string | undefined
  redirectUrl?: string | undefined
}

/** What the Farcaster client posted to `/v1/channel/authenticate`. */
export type FarcasterCompletion = {
  message: string
  signature: `0x${string}`
  authMethod: 'custody' | 'authAddress'
  fid: number
  username?: string | undefined
  displayName?: string | undefined
  bio?: string | undefined
  pfpUrl?: string | undefined
  custody?: `0x${string}` | undefined
}

/** One relay channel (a row of `embedded_farcaster_channels`). */
export type FarcasterChannel = {
  params: FarcasterSignatureParams
  /** Set once the Farcaster client answered. */
  completion: FarcasterCompletion | undefined
  /** The embedded wallet's login it belongs to (none: a plain relay channel). */
  projectId: string | undefined
  deviceId: string | undefined
  origin: string | undefined
  expiresAt: number
  used: boolean
}
