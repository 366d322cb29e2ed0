import { formatAuthMessage } from '../../client/formatAuthMessage.js'
import type { Cacao } from '../../types/auth.js'
import { hexToKey } from '../../utils/hexToKey.js'

/**
 * Whether a CACAO's eip191 signature recovers to the address in its `iss`
 * (personal_sign over the formatted CAIP-122 message). eip1271 (contract
 * wallets) needs a chain RPC and is not verified here: it resolves false.
 * secp256k1 and keccak load on first use, so pages that never see one-click
 * auth do not ship them.
 */
export async function verifyCacao(cacao: Cacao): Promise<boolean> {
  try {
    const { recoverAddress, keccak256 } = await import('./recoverAddress.js')
    if (cacao.s.t !== 'eip191') return false
    const message = formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
    const address = cacao.p.iss.split(':').pop()?.toLowerCase()
    const encoder = new TextEncoder()
    const bytes = encoder.encode(message)
    const hash = keccak256(
      new Uint8Array([
        ...encoder.encode(`\x19Ethereum Signed Message:\n${bytes.length}`),
        ...bytes,
      ]),
    )
    const signature = hexToKey(cacao.s.s.replace(/^0x/, ''), 65)
    if (!signature) return false
    return recoverAddress(hash, signature) === address
  } catch {
    return false
  }
}
