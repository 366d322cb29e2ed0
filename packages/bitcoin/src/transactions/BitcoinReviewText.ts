/**
 * The words of a Bitcoin approval screen: each screen's message catalogue
 * provides them, `wordBitcoinReview` lays them out.
 */
export type BitcoinReviewText = {
  title(method: string): string
  account: string
  message: string
  signatureType: string
  bip322Simple: string
  legacyEcdsa: string
  inputs: string
  outputs: string
  /** An input: its index and amount in BTC (`?` when unknown). */
  psbtInput(index: number, amount: string): string
  psbtOutput(to: string, amount: string): string
  unknownScript: string
  fee: string
  btcAmount(amount: string): string
  signInputs: string
  broadcast: string
  yes: string
  no: string
  recipient: string
  amount: string
  memo: string
  params: string
  none: string
  unreadable(reason: string): string
  invisibleCharacters(count: number): string
}
