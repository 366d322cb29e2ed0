import type { EvmPermissionsReview } from '@latch/common/embedded-protocol'
import {
  createSessionDelegation,
  decodePermissionsContext,
  delegationTypedData,
  encodeDisableDelegation,
  encodePermissionsContext,
  InvalidPermissionsRequestError,
  parsePermissionsRequest,
  sessionCaveats,
  sessionReviewLimits,
  smartAccountContracts,
} from '@latch/common/smart-account'
import {
  bytesToBigInt,
  concat,
  type Hex,
  isAddressEqual,
  isHex,
  numberToHex,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { ProviderRpcError } from './ProviderRpcError.js'
import { prepareDevTransaction } from './prepareDevTransaction.js'
import { rpcRequest } from './rpcRequest.js'

type Rpc = { url: string; chainId: number }

/** The ERC-7715 capability the dev wallet reports with sessions on. */
const capability = {
  supported: true,
  signerTypes: ['account', 'key'],
  permissionTypes: [
    'native-token-transfer',
    'native-token-recurring-allowance',
    'erc20-token-transfer',
    'contract-call',
  ],
} as const

/** The code of an EOA delegated (EIP-7702) to the stateless DeleGator. */
const UPGRADED_CODE = concat([
  '0xef0100',
  smartAccountContracts.EIP7702StatelessDeleGator,
]).toLowerCase()

/** Waits until `hash` is mined; a revert or no receipt in 10 s throws. */
async function waitForSuccess(rpc: Rpc, hash: Hex, what: string) {
  for (let i = 0; i < 200; i++) {
    const receipt = (await rpcRequest(rpc, 'eth_getTransactionReceipt', [
      hash,
    ])) as { status?: Hex } | null
    if (receipt) {
      if (receipt.status === '0x1') return
      throw new ProviderRpcError(-32603, `${what} reverted.`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new ProviderRpcError(-32603, `${what} was not mined.`)
}

/**
 * Upgrades the EOA with EIP-7702 to the Delegation Framework's
 * EIP7702StatelessDeleGator (its own type-4 transaction: the
 * authorization's nonce is the transaction's + 1), unless it already is.
 * Its code then checks the EOA's own ECDSA signatures by ERC-1271, so
 * DelegationManager accepts delegations the key signs.
 */
async function upgradeTo7702(account: PrivateKeyAccount, rpc: Rpc) {
  const call = (method: string, params: unknown[]) =>
    rpcRequest(rpc, method, params)
  const code = String(await call('eth_getCode', [account.address, 'latest']))
  if (code.toLowerCase() === UPGRADED_CODE) return
  const nonce = Number(
    await call('eth_getTransactionCount', [account.address, 'pending']),
  )
  const authorization = await account.signAuthorization({
    address: smartAccountContracts.EIP7702StatelessDeleGator,
    chainId: rpc.chainId,
    nonce: nonce + 1,
  })
  const fees = await prepareDevTransaction({
    from: account.address,
    chain: rpc,
    transaction: { to: account.address, gas: '0x30d40' },
  })
  if (fees.type !== 'eip1559')
    throw new ProviderRpcError(-32603, 'EIP-7702 needs an EIP-1559 chain.')
  const hash = await call('eth_sendRawTransaction', [
    await account.signTransaction({
      type: 'eip7702',
      chainId: rpc.chainId,
      nonce,
      to: account.address,
      data: '0x',
      gas: fees.gas,
      maxFeePerGas: fees.maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      authorizationList: [authorization],
    }),
  ])
  await waitForSuccess(rpc, hash as Hex, 'The EIP-7702 upgrade')
}

/** The one request of `params`: `[request]` or `[[request]]`. */
const requestOf = (params: readonly unknown[]) =>
  Array.isArray(params[0]) ? params[0][0] : params[0]

/**
 * ERC-7715 smart sessions of the dev wallet's EOA (opt-in:
 * `createDevWalletProvider({ smartSessions: true })`). A grant is checked
 * like the embedded wallet's (`parsePermissionsRequest`), shown once, then
 * the EOA is upgraded with EIP-7702 to EIP7702StatelessDeleGator and signs
 * a delegation to the session key with the same caveats; the answer is
 * the embedded wallet's shape (`permissionsContext`, `delegationManager`).
 * A revoke is the EOA's own `disableDelegation` transaction.
 */
export function createDevWalletSessions({
  account,
  rpc,
  askGrant,
  sendTransaction,
}: {
  account(): PrivateKeyAccount
  rpc(): Rpc
  /** Shows the grant's review; rejects when refused. */
  askGrant(method: string, review: EvmPermissionsReview): Promise<void>
  /** The wallet's eth_sendTransaction (prompted as `method`). */
  sendTransaction(
    method: string,
    transaction: { from: Hex; to: Hex; data: Hex },
  ): Promise<Hex>
}) {
  return {
    capability,
    async grant(method: string, params: readonly unknown[]) {
      const signer = account()
      const chain = rpc()
      const block = (await rpcRequest(chain, 'eth_getBlockByNumber', [
        'latest',
        false,
      ])) as { timestamp: Hex }
      let request: ReturnType<typeof parsePermissionsRequest>
      try {
        request = parsePermissionsRequest(requestOf(params), {
          chainId: chain.chainId,
          now: Number(BigInt(block.timestamp)),
        })
      } catch (error) {
        if (error instanceof InvalidPermissionsRequestError)
          throw ProviderRpcError.invalidParams(error.details)
        throw error
      }
      const code = String(
        await rpcRequest(chain, 'eth_getCode', [signer.address, 'latest']),
      )
      await askGrant(method, {
        namespace: 'eip155',
        kind: 'permissions',
        chainId: chain.chainId,
        account: signer.address,
        sessionKey: request.sessionKey,
        expiry: request.expiry,
        limits: sessionReviewLimits(request.permissions, {
          symbol: 'ETH',
          decimals: 18,
        }),
        deploys: code.toLowerCase() !== UPGRADED_CODE,
        warnings: [],
      })
      await upgradeTo7702(signer, chain)
      const delegation = createSessionDelegation({
        delegator: signer.address,
        delegate: request.sessionKey,
        caveats: sessionCaveats(request),
        salt: bytesToBigInt(crypto.getRandomValues(new Uint8Array(32))),
      })
      const signature = await signer.signTypedData(
        delegationTypedData({ delegation, chainId: chain.chainId }),
      )
      const permissionsContext = encodePermissionsContext([
        { ...delegation, signature },
      ])
      const { DelegationManager } = smartAccountContracts
      const response = {
        chainId: numberToHex(chain.chainId),
        address: signer.address,
        expiry: request.expiry,
        signer: { type: 'account', data: { address: request.sessionKey } },
        permissions: request.permissions.map((p) =>
          'allowance' in p ? { ...p, allowance: p.allowance.toString() } : p,
        ),
        context: permissionsContext,
        permissionsContext,
        signerMeta: { delegationManager: DelegationManager },
        delegationManager: DelegationManager,
        dependencies: [],
      }
      return method === 'wallet_requestExecutionPermissions'
        ? [response]
        : response
    },

    async revoke(params: readonly unknown[]) {
      const signer = account()
      const context = (params[0] as { permissionsContext?: unknown })
        .permissionsContext
      if (!isHex(context))
        throw ProviderRpcError.invalidParams('permissionsContext must be hex')
      let delegation: ReturnType<typeof decodePermissionsContext>[number]
      try {
        const [first] = decodePermissionsContext(context)
        if (!first) throw new Error('empty')
        delegation = first
      } catch {
        throw ProviderRpcError.invalidParams(
          'permissionsContext is not a delegation',
        )
      }
      if (!isAddressEqual(delegation.delegator, signer.address))
        throw ProviderRpcError.invalidParams(
          'the permissions context is not of this account',
        )
      const hash = await sendTransaction('wallet_revokePermissions', {
        from: signer.address,
        to: smartAccountContracts.DelegationManager,
        data: encodeDisableDelegation(delegation),
      })
      await waitForSuccess(rpc(), hash, 'The revoke')
      return null
    },
  }
}
