import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { formatAuthMessage } from '../../client/formatAuthMessage.js'
import type { Cacao } from '../../types/auth.js'

/**
 * Whether a CACAO's eip191 signature recovers to the address in its `iss`
 * (personal_sign over the formatted CAIP-122 message). eip1271 (contract
 * wallets) needs a chain RPC and is not verified here: it resolves false.
 * secp256k1 and keccak load on first use, so pages that never see one-click
 * auth do not ship them.
 */
export async function verifyCacao(cacao: Cacao): Promise<boolean> {
  try {
    const [{ secp256k1 }, { keccak_256 }] = await Promise.all([
      import('@noble/curves/secp256k1.js'),
      import('@noble/hashes/sha3.js'),
    ])
    if (cacao.s.t !== 'eip191') return false
    const message = formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
    const address = cacao.p.iss.split(':').pop()?.toLowerCase()
    const bytes = utf8ToBytes(message)
    const hash = keccak_256(
      new Uint8Array([
        ...utf8ToBytes(`\x19Ethereum Signed Message:\n${bytes.length}`),
        ...bytes,
      ]),
    )
    const signature = hexToBytes(cacao.s.s.replace(/^0x/, ''))
    if (signature.length !== 65) return false
    const v = signature[64] ?? 0
    const recovery = v >= 27 ? v - 27 : v
    const recovered = secp256k1.recoverPublicKey(
      new Uint8Array([recovery, ...signature.slice(0, 64)]),
      hash,
      { prehash: false },
    )
    const point = secp256k1.Point.fromBytes(recovered).toBytes(false)
    const signer = `0x${bytesToHex(keccak_256(point.slice(1)).slice(-20))}`
    return signer === address
  } catch {
    return false
  }
}
