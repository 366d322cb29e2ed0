/** A sign-in message, its signature and the address said to have signed it. */
export type SignedMessage = {
  address: string
  message: string
  signature: string
}
