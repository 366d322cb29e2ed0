import { hex } from '@scure/base'
import { formatAuthMessage } from '../../client/formatAuthMessage.js'
import type { Cacao } from '../../types/auth.js'
import { hexToKey } from '../../utils/hexToKey.js'

/**
 * Whether a CACAO's eip191 signature recovers to the address in its `iss`
 * (personal_sign over the formatted CAIP-122 message). eip1271 (contract
 * wallets) needs a chain RPC and is not verified here: it resolves false.
 * secp256k1 and keccak (`@noble/secp256k1`, `@noble/hashes`) are a dynamic
 * import, so pages that never see one-click auth do not download them.
 */
export async function verifyCacao(cacao: Cacao): Promise<boolean> {
  try {
    if (cacao.s.t !== 'eip191') return false
    const { recoverMessageAddress } = await import('./recoverMessageAddress.js')
    const message = formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
    const address = cacao.p.iss.split(':').pop()?.toLowerCase()
    const signature = hexToKey(cacao.s.s.replace(/^0x/, ''), 65)
    if (!signature) return false
    const recovered = recoverMessageAddress(message, signature)
    return !!recovered && `0x${hex.encode(recovered)}` === address
  } catch {
    return false
  }
}
