import {
  address,
  createKeyPairSignerFromPrivateKeyBytes,
  type Instruction,
  type KeyPairSigner,
  lamports,
} from '@solana/kit'
import {
  getCreateAccountInstruction,
  getTransferSolInstruction,
  SYSTEM_PROGRAM_ADDRESS,
} from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { DevnetError } from '../../node/DevnetError.js'
import {
  devSolanaAccounts,
  SOLANA_DEMO_TOKEN,
  SOLANA_DEMO_TOKEN_SEED_AMOUNT,
  SOLANA_DEV_ACCOUNT_LAMPORTS,
} from '../devSolanaAccounts.js'
import type { SolanaChain } from './createSolanaChain.js'
import { sendChainTransaction } from './sendChainTransaction.js'
import { describeTransactionError } from './transactionError.js'

/** Public seed of the demo token's mint keypair (32 bytes of 0x4c). */
export const SOLANA_DEMO_TOKEN_MINT_SEED = new Uint8Array(32).fill(0x4c)
/** Public seed of the faucet: pays seeding and airdrops, mints LDT. */
export const SOLANA_FAUCET_SEED = new Uint8Array(32).fill(0xfa)
/** Lamports the faucet starts with (1,000,000,000 SOL). */
const FAUCET_LAMPORTS = 10n ** 18n

async function send(
  chain: SolanaChain,
  payer: KeyPairSigner,
  instructions: Instruction[],
  what: string,
) {
  const outcome = await sendChainTransaction(chain, payer, instructions)
  const err = outcome.landed ? outcome.record.err : outcome.failure.err
  if (err)
    throw new DevnetError('SEED_FAILED', `Seeding the Solana chain: ${what}.`, {
      details: describeTransactionError(err),
    })
}

/**
 * Funds the faucet, gives each dev account 1,000 SOL, creates the LDT mint
 * (6 decimals, the faucet its authority) and mints 1,000,000 LDT into each
 * dev account's associated token account. Returns the faucet signer.
 */
export async function seedSolanaChain(
  chain: SolanaChain,
): Promise<KeyPairSigner> {
  const faucet =
    await createKeyPairSignerFromPrivateKeyBytes(SOLANA_FAUCET_SEED)
  chain.svm.setAccount({
    address: faucet.address,
    lamports: lamports(FAUCET_LAMPORTS),
    data: new Uint8Array(),
    space: 0n,
    programAddress: SYSTEM_PROGRAM_ADDRESS,
    executable: false,
  })
  const owners = devSolanaAccounts.map((account) => address(account.address))
  await send(
    chain,
    faucet,
    owners.map((destination) =>
      getTransferSolInstruction({
        source: faucet,
        destination,
        amount: SOLANA_DEV_ACCOUNT_LAMPORTS,
      }),
    ),
    'dev account SOL',
  )
  const mint = await createKeyPairSignerFromPrivateKeyBytes(
    SOLANA_DEMO_TOKEN_MINT_SEED,
  )
  if (mint.address !== SOLANA_DEMO_TOKEN.mint)
    throw new DevnetError('SEED_FAILED', 'The LDT mint seed does not match.')
  const space = BigInt(getMintSize())
  await send(
    chain,
    faucet,
    [
      getCreateAccountInstruction({
        payer: faucet,
        newAccount: mint,
        lamports: chain.svm.minimumBalanceForRentExemption(space),
        space,
        programAddress: TOKEN_PROGRAM_ADDRESS,
      }),
      getInitializeMint2Instruction({
        mint: mint.address,
        decimals: SOLANA_DEMO_TOKEN.decimals,
        mintAuthority: faucet.address,
      }),
    ],
    'LDT mint',
  )
  for (let start = 0; start < owners.length; start += 5) {
    const instructions: Instruction[] = []
    for (const owner of owners.slice(start, start + 5)) {
      const [ata] = await findAssociatedTokenPda({
        owner,
        mint: mint.address,
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
      instructions.push(
        getCreateAssociatedTokenIdempotentInstruction({
          payer: faucet,
          ata,
          owner,
          mint: mint.address,
        }),
        getMintToInstruction({
          mint: mint.address,
          token: ata,
          mintAuthority: faucet,
          amount: SOLANA_DEMO_TOKEN_SEED_AMOUNT,
        }),
      )
    }
    await send(chain, faucet, instructions, 'LDT token accounts')
  }
  return faucet
}
