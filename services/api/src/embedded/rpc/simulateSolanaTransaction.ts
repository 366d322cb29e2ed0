import {
  type SolanaBalanceChange,
  type SolanaSimulation,
  solanaProgramAddresses,
} from '@latch/solana/transactions'
import { base64 } from '@scure/base'
import {
  type Address,
  type Base64EncodedWireTransaction,
  createSolanaRpc,
  type Rpc,
  type SolanaRpcApi,
} from '@solana/kit'
import {
  getMintDecoder,
  getMintSize,
  getTokenDecoder,
  getTokenSize,
} from '@solana-program/token'

type Account = { lamports: bigint; owner: string; data: [string, string] }

const tokenPrograms: readonly string[] = [
  solanaProgramAddresses.token,
  solanaProgramAddresses.token2022,
]

/** A token account's mint, owner and amount (Token and Token-2022 share the first 165 bytes). */
function tokenOf(account: Account | null) {
  if (!account || !tokenPrograms.includes(account.owner)) return undefined
  const data = base64.decode(account.data[0])
  if (data.length < getTokenSize()) return undefined
  try {
    return getTokenDecoder().decode(data.slice(0, getTokenSize()))
  } catch {
    return undefined
  }
}

const text = (value: unknown) =>
  (typeof value === 'string'
    ? value
    : (JSON.stringify(value, (_, v) =>
        typeof v === 'bigint' ? String(v) : v,
      ) ?? String(value))
  ).slice(0, 300)

/** Decimals of each mint (absent when the mint cannot be read). */
async function decimalsOf(
  rpc: Rpc<SolanaRpcApi>,
  mints: Address[],
  abortSignal: AbortSignal,
): Promise<Map<string, number>> {
  const found = new Map<string, number>()
  if (mints.length === 0) return found
  const { value } = await rpc
    .getMultipleAccounts(mints, { encoding: 'base64' })
    .send({ abortSignal })
  value.forEach((account, index) => {
    const data = account ? base64.decode(account.data[0]) : undefined
    if (!data || data.length < getMintSize()) return
    try {
      const mint = getMintDecoder().decode(data.slice(0, getMintSize()))
      found.set(mints[index] as string, mint.decimals)
    } catch {
      // not a mint
    }
  })
  return found
}

/**
 * Simulates a wire transaction on the cluster (`simulateTransaction` with
 * `accounts`, base64, no signature check, its own blockhash) and compares
 * the `writable` accounts after it with their state now
 * (`getMultipleAccounts`): SOL changes, and token changes of SPL Token and
 * Token-2022 accounts with their mint's decimals. `user` marks the
 * session's account and the token accounts it owns. A node that cannot
 * simulate, or does not answer within 10 s: `unavailable`; a transaction
 * that fails: `failed` with the node's error. Never throws.
 */
export async function simulateSolanaTransaction(
  rpcUrl: string | undefined,
  {
    wire,
    writable,
    user,
  }: { wire: Uint8Array; writable: readonly string[]; user?: string },
): Promise<SolanaSimulation> {
  if (!rpcUrl) return { status: 'unavailable' }
  const rpc = createSolanaRpc(rpcUrl)
  const abortSignal = AbortSignal.timeout(10_000)
  const addresses = [...new Set(writable)] as Address[]
  try {
    const before = await rpc
      .getMultipleAccounts(addresses, { encoding: 'base64' })
      .send({ abortSignal })
    const { value } = await rpc
      .simulateTransaction(
        base64.encode(wire) as Base64EncodedWireTransaction,
        {
          encoding: 'base64',
          sigVerify: false,
          accounts: { addresses, encoding: 'base64' },
        },
      )
      .send({ abortSignal })
    if (value.err) return { status: 'failed', error: text(value.err) }
    const after = (value.accounts ?? []) as (Account | null)[]
    const changes: SolanaBalanceChange[] = []
    const tokenChanges: SolanaBalanceChange[] = []
    addresses.forEach((account, index) => {
      const pre = (before.value[index] ?? null) as Account | null
      const post = after[index] ?? null
      const lamports = [pre?.lamports ?? 0n, post?.lamports ?? 0n]
      if (lamports[0] !== lamports[1])
        changes.push({
          account,
          user: account === user,
          asset: 'SOL',
          before: String(lamports[0]),
          after: String(lamports[1]),
        })
      const [preToken, postToken] = [tokenOf(pre), tokenOf(post)]
      const token = postToken ?? preToken
      if (!token) return
      const amounts = [preToken?.amount ?? 0n, postToken?.amount ?? 0n]
      if (amounts[0] === amounts[1] && preToken?.owner === postToken?.owner)
        return
      const previousOwner =
        preToken && preToken.owner !== token.owner ? preToken.owner : undefined
      tokenChanges.push({
        account,
        user: token.owner === user || previousOwner === user,
        asset: 'token',
        mint: token.mint,
        owner: token.owner,
        ...(previousOwner ? { previousOwner } : {}),
        before: String(amounts[0]),
        after: String(amounts[1]),
      })
    })
    const decimals = await decimalsOf(
      rpc,
      [
        ...new Set(
          tokenChanges.map((c) => (c.asset === 'token' ? c.mint : '')),
        ),
      ] as Address[],
      abortSignal,
    ).catch(() => new Map<string, number>())
    for (const change of tokenChanges)
      if (change.asset === 'token' && decimals.has(change.mint))
        changes.push({ ...change, decimals: decimals.get(change.mint) ?? 0 })
      else changes.push(change)
    return { status: 'ok', changes }
  } catch {
    return { status: 'unavailable' }
  }
}
