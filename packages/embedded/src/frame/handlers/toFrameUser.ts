import type { AccountType, FrameUser } from '@latch/common/embedded-protocol'
import { FrameServiceError } from '../service/FrameServiceError.js'
import { frameText } from '../text.js'
import type { FrameContext } from './types.js'

type UserContext = Pick<
  FrameContext,
  'storage' | 'config' | 'service' | 'state'
>

/**
 * The chain ids where the service gives users smart accounts (a bundler
 * is configured), asked once per frame; none when the service cannot say.
 */
export function smartAccountNetworks(
  context: Pick<FrameContext, 'service' | 'state'>,
): Promise<readonly number[]> {
  context.state.smartAccountNetworks ??= context
    .service('/smart-accounts', { method: 'GET' })
    .then(({ networks }) =>
      Array.isArray(networks)
        ? networks.filter((n): n is number => Number.isSafeInteger(n))
        : [],
    )
    .catch(() => {
      context.state.smartAccountNetworks = undefined
      return []
    })
  return context.state.smartAccountNetworks
}

/** Whether the smart account has code on `chainId` (false when unknown). */
async function isDeployed(
  address: string,
  chainId: number | string,
  { service }: Pick<FrameContext, 'service'>,
): Promise<boolean> {
  try {
    const { result } = await service('/rpc', {
      fields: { chainId, method: 'eth_getCode', params: [address, 'latest'] },
      auth: true,
    })
    return typeof result === 'string' && result !== '0x' && result !== '0x0'
  } catch {
    return false
  }
}

/**
 * The `FrameUser` reply from a service answer `{ user }` (or a login answer
 * `{ token, expiresAt, user }`, whose token is stored first), with the
 * chain the host last switched to and the account of the preferred type
 * (`accountType`, else `context.state.accountType`, else the smart
 * account, SPEC §3): the
 * smart account on a chain where the service has them, else the EOA.
 */
export async function toFrameUser(
  data: Record<string, unknown>,
  context: UserContext,
  accountType: AccountType = context.state.accountType ?? 'smartAccount',
): Promise<FrameUser> {
  const { storage, config } = context
  if (typeof data.token === 'string' && data.token)
    storage.setToken(data.token, data.expiresAt)
  const user = data.user
  if (typeof user !== 'object' || user === null)
    throw new FrameServiceError({
      message: frameText.somethingWentWrong,
      code: 'bad_answer',
    })
  const chainId = storage.getChainId() ?? config.chainId ?? 1
  const base = { ...(user as Omit<FrameUser, 'chainId'>), chainId }
  const smart = base.accounts?.find((a) => a.type === 'smartAccount')
  if (
    accountType !== 'smartAccount' ||
    !smart ||
    typeof chainId !== 'number' ||
    !(await smartAccountNetworks(context)).includes(chainId)
  )
    return { ...base, preferredAccountType: 'eoa' }
  return {
    ...base,
    address: smart.address,
    preferredAccountType: 'smartAccount',
    smartAccountDeployed: await isDeployed(smart.address, chainId, context),
  }
}
