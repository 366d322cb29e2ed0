import type { AccountType } from '@latch/common/embedded-protocol'
import {
  type AuthConnectorEventMap,
  type ConnectorContext,
  clearLoginCache,
  type EmbeddedUser,
  type Emitter,
  writeLoginCache,
} from '@latch/core'
import type { HostMessenger } from './createHostMessenger.js'
import { readChainNumber } from './readChainNumber.js'
import { smartAccountNetworks } from './smartAccountNetworks.js'
import { toSessionUser } from './toSessionUser.js'

/** The signed-in user and the frame's chain, as the page knows them. */
export type EmbeddedAccount = {
  readonly user: EmbeddedUser | undefined
  /** The EVM chain the frame is on. */
  chainId: number
  /** Puts `next` in place: the login cache, and the `user` event. */
  setUser(next: EmbeddedUser | undefined): void
  /** GET_USER: the user, with the account of `type` on `chain`. */
  askUser(chain: number, type?: AccountType): Promise<unknown>
  /** A login's user reply: asked again for the account type wanted here. */
  login(raw: unknown): Promise<EmbeddedUser>
  /** A user reply on the current chain, put in place. */
  read(raw: unknown): Promise<EmbeddedUser>
  /** After a user operation landed: the user again while undeployed. */
  refreshDeployment(): void
}

export type CreateEmbeddedAccountParameters = {
  messenger: Pick<HostMessenger, 'request'>
  context: Pick<ConnectorContext, 'storage' | 'getPreferredAccountType'>
  authEmitter: Emitter<AuthConnectorEventMap>
  chainId: number
  /** Each login's raw user reply (the Solana side reads its account). */
  onLogin?(raw: unknown): void
}

/**
 * The embedded wallet's user: what the frame answers for it becomes the
 * core's user on the current chain, with the SPEC §3 account type the
 * user chose for the chain (core's store), the config's default, else
 * the smart account; the frame answers the EOA on chains without smart
 * accounts.
 */
export function createEmbeddedAccount({
  messenger,
  context,
  authEmitter,
  chainId: initial,
  onLogin,
}: CreateEmbeddedAccountParameters): EmbeddedAccount {
  const { storage } = context
  let user: EmbeddedUser | undefined
  const networks = smartAccountNetworks(messenger, storage)
  const wantedType = (chain: number): AccountType =>
    context.getPreferredAccountType?.(`eip155:${chain}`) ?? 'smartAccount'

  const account: EmbeddedAccount = {
    get user() {
      return user
    },
    chainId: initial,
    setUser(next) {
      user = next
      if (next) writeLoginCache(storage, next)
      else clearLoginCache(storage)
      authEmitter.emit('user', next)
    },
    askUser: (chain, type = wantedType(chain)) =>
      messenger.request('GET_USER', {
        chainId: chain,
        preferredAccountType: type,
      }),
    async login(raw) {
      const chain = readChainNumber((raw as { chainId?: unknown }).chainId)
      if (chain) account.chainId = chain
      // A login answers the frame's own default; ask again when the user
      // chose otherwise for this chain.
      const wanted = wantedType(account.chainId)
      const answered = (raw as { preferredAccountType?: unknown })
        .preferredAccountType
      if (
        answered !== wanted &&
        (wanted === 'eoa' || (await networks()).includes(account.chainId))
      )
        raw = await account.askUser(account.chainId)
      const next = await toUser(raw)
      onLogin?.(raw)
      account.setUser(next)
      return next
    },
    async read(raw) {
      const next = await toUser(raw)
      account.setUser(next)
      return next
    },
    refreshDeployment() {
      const before = user
      if (before?.accountType !== 'smartAccount' || before.smartAccountDeployed)
        return
      const chain = account.chainId
      account
        .askUser(chain, 'smartAccount')
        .then(async (raw) => {
          // Still the same account on the same chain.
          if (user !== before || account.chainId !== chain) return
          const next = await toUser(raw)
          if (user === before && next.address === before.address)
            account.setUser(next)
        })
        .catch(() => {})
    },
  }

  async function toUser(raw: unknown): Promise<EmbeddedUser> {
    const chainId = account.chainId
    const smartAccounts = (await networks()).includes(chainId)
    return toSessionUser(raw, { chainId, smartAccounts })
  }

  return account
}
