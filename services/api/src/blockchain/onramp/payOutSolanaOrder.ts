import {
  address,
  appendTransactionMessageInstruction,
  type Base64EncodedWireTransaction,
  createKeyPairSignerFromBytes,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  pipe,
  type Signature,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import type { Db } from '../../db/Db.js'
import type { SolanaChainSettings } from '../settings/BlockchainSettings.js'
import {
  finishPayout,
  firstLine,
  type PayOutOptions,
  type PayoutOutcome,
  StepStop,
  step,
} from './finishPayout.js'
import type { OnrampSettings } from './OnrampSettings.js'
import {
  findOrder,
  type OnrampOrder,
  type OnrampPayout,
} from './onrampOrders.js'
import { dropExpiredPayout, storePayout } from './onrampPayouts.js'

type Rpc = ReturnType<typeof createSolanaRpc>
const POLL_MS = 250

/**
 * Pays a delivering Solana order exactly once, as payOutEvmOrder does on
 * EVM chains: the signed SOL transfer (@solana/kit, System program) is
 * stored with the last block height its blockhash is valid at, then sent;
 * the order ends on its signature's status. A stored transfer the chain
 * has no record of once that height has passed can never land, so it is
 * the one case where a new transfer is signed (with a fresh blockhash).
 */
export async function payOutSolanaOrder(
  db: Db,
  settings: OnrampSettings,
  chain: SolanaChainSettings,
  claimed: OnrampOrder,
  { onStep }: PayOutOptions = {},
): Promise<OnrampOrder> {
  let order = claimed
  let outcome: PayoutOutcome = { retry: 'not sent' }
  try {
    const rpc = createSolanaRpc(chain.rpcUrls[0] as string)
    for (let round = 0; round < 2; round++) {
      if (!order.payout) {
        order = (await signAndStore(db, settings, rpc, order)) ?? order
        if (order.status !== 'delivering' || !order.payout) return order
        await step(onStep, 'signed')
      }
      const settled = await settle(rpc, order.payout, settings, onStep)
      if (settled !== 'expired') {
        outcome = settled
        break
      }
      await dropExpiredPayout(db, order.id, order.payout.hash)
      order = (await findOrder(db, order.id)) ?? order
      outcome = { retry: `the payout ${order.payout?.hash} expired unsent` }
    }
  } catch (error) {
    if (error instanceof StepStop) throw error.cause
    outcome = { retry: firstLine(error) }
  }
  return finishPayout(db, settings, order, outcome)
}

async function treasurySigner(key: string) {
  const bytes = getBase58Encoder().encode(key)
  return bytes.length === 64
    ? createKeyPairSignerFromBytes(bytes)
    : createKeyPairSignerFromPrivateKeyBytes(bytes)
}

async function signAndStore(
  db: Db,
  settings: OnrampSettings,
  rpc: Rpc,
  order: OnrampOrder,
): Promise<OnrampOrder | undefined> {
  if (!settings.solanaTreasuryKey) throw new Error('no Solana treasury key')
  const treasury = await treasurySigner(settings.solanaTreasuryKey)
  const { value: lifetime } = await rpc
    .getLatestBlockhash({ commitment: 'confirmed' })
    .send()
  return storePayout(db, order, {
    chainId: 0,
    from: treasury.address,
    sign: async () => {
      const message = pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(treasury, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
        (m) =>
          appendTransactionMessageInstruction(
            getTransferSolInstruction({
              source: treasury,
              destination: address(order.destination),
              amount: order.figures.purchaseUnits,
            }),
            m,
          ),
      )
      const signed = await signTransactionMessageWithSigners(message)
      return {
        raw: getBase64EncodedWireTransaction(signed),
        hash: getSignatureFromTransaction(signed),
        validUntil: lifetime.lastValidBlockHeight,
      }
    },
  })
}

/** The payout's outcome, sending its bytes if the chain has no record of them; 'expired' when it can never land. */
async function settle(
  rpc: Rpc,
  payout: OnrampPayout,
  settings: OnrampSettings,
  onStep: PayOutOptions['onStep'],
): Promise<PayoutOutcome | 'expired'> {
  const signature = payout.hash as Signature
  const landed = await statusOf(rpc, signature)
  if (landed) return landed
  // The height first, then the status again: a payout landing between
  // the two reads is found, not taken for expired.
  const height = await rpc.getBlockHeight({ commitment: 'confirmed' }).send()
  if (payout.validUntil !== null && height > payout.validUntil)
    return (await statusOf(rpc, signature)) ?? 'expired'
  let refused: unknown
  await rpc
    .sendTransaction(payout.raw as Base64EncodedWireTransaction, {
      encoding: 'base64',
    })
    .send()
    .catch((error: unknown) => {
      refused = error
    })
  await step(onStep, 'broadcast')
  if (refused)
    return (
      (await statusOf(rpc, signature)) ?? {
        retry: `broadcast refused: ${firstLine(refused)}`,
      }
    )
  const deadline = Date.now() + settings.receiptTimeoutMs
  while (Date.now() < deadline) {
    const found = await statusOf(rpc, signature)
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  return { retry: `no status for ${signature} yet; it will be looked up again` }
}

/** Confirmed → its outcome; processed only → retry later; unknown → undefined. */
async function statusOf(
  rpc: Rpc,
  signature: Signature,
): Promise<PayoutOutcome | undefined> {
  const { value } = await rpc
    .getSignatureStatuses([signature], { searchTransactionHistory: true })
    .send()
  const status = value[0]
  if (!status) return undefined
  if (status.confirmationStatus === 'processed')
    return { retry: `${signature} is processed, not yet confirmed` }
  return { mined: status.err ? 'reverted' : 'success', hash: signature }
}
