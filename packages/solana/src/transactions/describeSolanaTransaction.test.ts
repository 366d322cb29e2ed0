import {
  AccountRole,
  type Address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  compressTransactionMessageUsingAddressLookupTables,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import {
  getAssignInstruction,
  getTransferSolInstruction,
} from '@solana-program/system'
import {
  AuthorityType,
  getApproveInstruction,
  getCloseAccountInstruction,
  getCreateAssociatedTokenIdempotentInstruction,
  getSetAuthorityInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import { describe, expect, test } from 'vitest'
import { solanaProgramAddresses } from './describeSolanaInstruction.js'
import { describeSolanaTransaction } from './describeSolanaTransaction.js'

const newAddress = async () => (await generateKeyPairSigner()).address

/** The compiled message bytes of `instructions`, paid by `payer`. */
function messageOf(
  payer: Address,
  instructions: Instruction[],
  { version = 0 as 0 | 'legacy', lookups = {} } = {},
) {
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: blockhash('11111111111111111111111111111111'),
          lastValidBlockHeight: 1n,
        },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const compressed =
    version === 0
      ? compressTransactionMessageUsingAddressLookupTables(
          message as never,
          lookups,
        )
      : message
  const compiled = compileTransaction(
    compressed as Parameters<typeof compileTransaction>[0],
  )
  return new Uint8Array(compiled.messageBytes)
}

describe('describeSolanaTransaction', () => {
  test('names a small transfer followed by Assign, SetAuthority and Approve(max), with warnings', async () => {
    const user = await newAddress()
    const attacker = await newAddress()
    const tokenAccount = await newAddress()
    const owner = createNoopSigner(user)
    for (const version of ['legacy', 0] as const) {
      const bytes = messageOf(
        user,
        [
          getTransferSolInstruction({
            source: owner,
            destination: attacker,
            amount: 1_000n,
          }),
          getAssignInstruction({ account: owner, programAddress: attacker }),
          getSetAuthorityInstruction({
            owned: tokenAccount,
            owner,
            authorityType: AuthorityType.AccountOwner,
            newAuthority: attacker,
          }),
          getApproveInstruction({
            source: tokenAccount,
            delegate: attacker,
            owner,
            amount: 2n ** 64n - 1n,
          }),
        ],
        { version },
      )
      const described = describeSolanaTransaction(bytes)
      expect(described.version).toBe(version)
      expect(described.feePayer).toBe(user)
      expect(described.writable).toEqual([user, attacker, tokenAccount])
      expect(described.instructions).toEqual([
        {
          program: 'system',
          programAddress: solanaProgramAddresses.system,
          kind: 'TransferSol',
          fields: { source: user, destination: attacker, amount: '1000' },
          warnings: [],
        },
        {
          program: 'system',
          programAddress: solanaProgramAddresses.system,
          kind: 'Assign',
          fields: { account: user, programAddress: attacker },
          warnings: ['assign'],
        },
        {
          program: 'token',
          programAddress: solanaProgramAddresses.token,
          kind: 'SetAuthority',
          fields: {
            owned: tokenAccount,
            owner: user,
            authorityType: 'AccountOwner',
            newAuthority: attacker,
          },
          warnings: ['setAuthority'],
        },
        {
          program: 'token',
          programAddress: solanaProgramAddresses.token,
          kind: 'Approve',
          fields: {
            source: tokenAccount,
            delegate: attacker,
            owner: user,
            amount: '18446744073709551615',
          },
          warnings: ['approve', 'unlimitedApproval'],
        },
      ])
    }
  })

  test('names Token-2022, ATA, Compute Budget, Memo and unknown programs', async () => {
    const user = await newAddress()
    const other = await newAddress()
    const mint = await newAddress()
    const unknown = await newAddress()
    const owner = createNoopSigner(user)
    const bytes = messageOf(user, [
      {
        programAddress: solanaProgramAddresses.computeBudget as Address,
        data: new Uint8Array([2, 0x40, 0x0d, 0x03, 0x00]),
      },
      getCloseAccountInstruction(
        { account: other, destination: other, owner },
        { programAddress: solanaProgramAddresses.token2022 as Address },
      ),
      getTransferCheckedInstruction({
        source: other,
        mint,
        destination: other,
        authority: owner,
        amount: 2_500_000n,
        decimals: 6,
      }),
      {
        programAddress: solanaProgramAddresses.token2022 as Address,
        accounts: [{ address: mint, role: AccountRole.WRITABLE }],
        data: new Uint8Array([26, 1]),
      },
      {
        programAddress: solanaProgramAddresses.memo as Address,
        data: new TextEncoder().encode('order 42'),
      },
      {
        programAddress: unknown,
        accounts: [{ address: user, role: AccountRole.WRITABLE_SIGNER }],
        data: new Uint8Array([7, 1, 2]),
      },
      {
        programAddress: solanaProgramAddresses.associatedToken as Address,
        accounts: [],
        data: new Uint8Array([1]),
      },
    ])
    const [budget, close, transfer, extension, memo, other1, ata] =
      describeSolanaTransaction(bytes).instructions
    expect(budget).toMatchObject({
      program: 'computeBudget',
      index: 2,
      warnings: [],
    })
    expect(budget?.kind).toBeUndefined()
    expect(close).toMatchObject({
      program: 'token2022',
      kind: 'CloseAccount',
      fields: { account: other, destination: other, owner: user },
      warnings: ['closeAccount'],
    })
    expect(transfer).toMatchObject({
      program: 'token',
      kind: 'TransferChecked',
      fields: { mint, amount: '2500000', decimals: '6' },
      warnings: [],
    })
    expect(extension).toMatchObject({
      program: 'token2022',
      index: 26,
      warnings: ['unknownInstruction'],
    })
    expect(memo).toMatchObject({
      program: 'memo',
      kind: 'Memo',
      fields: { text: 'order 42' },
    })
    expect(other1).toEqual({
      program: 'unknown',
      programAddress: unknown,
      index: 7,
      fields: { accounts: '1', dataBytes: '3' },
      warnings: ['unknownProgram'],
    })
    // Too few accounts for CreateAssociatedTokenIdempotent: not readable.
    expect(ata).toMatchObject({
      program: 'associatedToken',
      index: 1,
      warnings: ['unknownInstruction'],
    })
  })

  test('reads accounts from lookup tables when given, else names table and index', async () => {
    const user = await newAddress()
    const table = await newAddress()
    const receiver = await newAddress()
    const bytes = messageOf(
      user,
      [
        getTransferSolInstruction({
          source: createNoopSigner(user),
          destination: receiver,
          amount: 5n,
        }),
      ],
      { lookups: { [table]: [receiver] } },
    )
    const resolved = describeSolanaTransaction(bytes, {
      addressesByLookupTableAddress: { [table as Address]: [receiver] },
    })
    expect(resolved.instructions[0]?.fields.destination).toBe(receiver)
    expect(resolved.unresolvedLookupTables).toBeUndefined()
    const unresolved = describeSolanaTransaction(bytes)
    expect(unresolved.instructions[0]?.fields.destination).toBe(`${table}#0`)
    expect(unresolved.unresolvedLookupTables).toEqual([table])
  })

  test("names the receiver of a token transfer into an account the transaction creates; reveals a memo's hidden characters", async () => {
    const user = await newAddress()
    const receiver = await newAddress()
    const mint = await newAddress()
    const ata = await newAddress()
    const source = await newAddress()
    const owner = createNoopSigner(user)
    const [create, transfer, memo] = describeSolanaTransaction(
      messageOf(user, [
        getCreateAssociatedTokenIdempotentInstruction({
          payer: owner,
          ata,
          owner: receiver,
          mint,
        }),
        getTransferCheckedInstruction({
          source,
          mint,
          destination: ata,
          authority: owner,
          amount: 1n,
          decimals: 6,
        }),
        {
          programAddress: solanaProgramAddresses.memo as Address,
          data: new TextEncoder().encode('pay\u202Eme'),
        },
      ]),
    ).instructions
    expect(create).toMatchObject({
      kind: 'CreateAssociatedTokenIdempotent',
      fields: { ata, owner: receiver, mint },
    })
    expect(transfer?.destinationOwner).toBe(receiver)
    expect(memo).toMatchObject({
      fields: { text: 'pay⟨U+202E⟩me' },
      warnings: ['invisibleCharacters'],
    })
  })

  test('throws on bytes that are not a transaction message', () => {
    expect(() =>
      describeSolanaTransaction(new TextEncoder().encode('hello')),
    ).toThrow()
  })
})
