import type { TypedDataRequest } from '@latch/common/describe'
import { type Hex, isHex, type SignableMessage } from 'viem'

/** What signs a stored message: the user's key or their smart account. */
type MessageSigner = {
  signMessage(parameters: { message: SignableMessage }): Promise<Hex>
  signTypedData(parameters: never): Promise<Hex>
}

/**
 * Signs a prepared `personal_sign` (hex as raw bytes, else UTF-8) or
 * `eth_signTypedData_v4` exactly as /rpc/prepare stored it; undefined for
 * any other method.
 */
export function signStoredMessage(
  signer: MessageSigner,
  method: string,
  stored: Record<string, unknown>,
): Promise<Hex> | undefined {
  if (method === 'personal_sign') {
    const message = String(stored.message)
    return signer.signMessage({
      message: isHex(message) ? { raw: message as Hex } : message,
    })
  }
  if (method === 'eth_signTypedData_v4')
    return signer.signTypedData(stored.typedData as TypedDataRequest as never)
  return undefined
}
