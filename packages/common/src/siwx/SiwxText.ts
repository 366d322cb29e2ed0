/**
 * The fields of an EIP-4361 / CAIP-122 sign-in message as written in its
 * text (strings, in message order). `chain` is the name in the first line
 * ("Ethereum", "Solana", "Bitcoin"); `chainId` the `Chain ID:` line (the
 * EIP-155 number, or the CAIP-2 reference on other chains).
 */
export type SiwxText = {
  scheme?: string | undefined
  domain: string
  chain: string
  address: string
  statement?: string | undefined
  uri: string
  version: string
  chainId: string
  nonce: string
  issuedAt: string
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
}

/** Why a sign-in message's text is refused: the field and what is wrong. */
export type SiwxTextProblem = {
  field: keyof SiwxText | 'message'
  reason: string
}
