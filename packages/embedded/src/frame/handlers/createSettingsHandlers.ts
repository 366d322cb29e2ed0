import type { AccountType } from '@latch/common/embedded-protocol'
import { FrameServiceError } from '../service/FrameServiceError.js'
import { frameText } from '../text.js'
import { applyFrameLocale } from './applyFrameLocale.js'
import { readChainId } from './readChainId.js'
import { smartAccountNetworks, toFrameUser } from './toFrameUser.js'
import type { DappData, FrameContext, Handlers } from './types.js'

type SettingsNames =
  | 'SWITCH_NETWORK'
  | 'GET_CHAIN_ID'
  | 'GET_SMART_ACCOUNT_ENABLED_NETWORKS'
  | 'INIT_SMART_ACCOUNT'
  | 'SET_PREFERRED_ACCOUNT'
  | 'SYNC_THEME'
  | 'SYNC_DAPP_DATA'
  | 'RELOAD'

const invalid = (field: string) =>
  new FrameServiceError({
    message: frameText.invalidRequest(field),
    code: 'invalid_request',
  })

const noSmartAccounts = () =>
  new FrameServiceError({
    message: frameText.smartAccountsUnsupported,
    code: 'smart_accounts_unsupported',
  })

const short = (value: unknown, max = 512): value is string =>
  typeof value === 'string' && value.length <= max

/**
 * The user with the account of `type` on the current chain; asking for the
 * smart account where the service has none is refused (SPEC §7).
 */
async function smartAccountUser(context: FrameContext, type: AccountType) {
  const data = await context.service('/user', { method: 'GET', auth: true })
  const user = await toFrameUser(data, context, type)
  if (user.preferredAccountType !== type) throw noSmartAccounts()
  return user
}

/** The app metadata kept for the approval screen, checked field by field. */
function readDappData(payload: Record<string, unknown>): DappData {
  const { projectId, sdkVersion, sdkType, metadata } = payload
  if (!short(projectId) || !short(sdkVersion)) throw invalid('dapp data')
  const data: DappData = { projectId, sdkVersion }
  if (short(sdkType)) data.sdkType = sdkType
  if (typeof metadata === 'object' && metadata !== null) {
    const { name, description, url, icons } = metadata as Record<
      string,
      unknown
    >
    data.metadata = {
      name: short(name, 128) ? name : '',
      description: short(description, 512) ? description : '',
      url: short(url, 512) ? url : '',
      icons: Array.isArray(icons)
        ? icons.filter((icon): icon is string => short(icon, 65_536))
        : [],
    }
  }
  return data
}

/** Chain, account type, theme, app metadata and reload: frame-local state. */
export function createSettingsHandlers(): Handlers<SettingsNames> {
  // Whether host theme variables are applied (to remove them when gone).
  let themed = false
  return {
    async SWITCH_NETWORK(payload, { storage }) {
      const chainId = readChainId(payload.chainId)
      if (chainId === undefined) throw invalid('chainId')
      storage.setChainId(chainId)
      return { chainId }
    },
    async GET_CHAIN_ID(_payload, { storage, config }) {
      return { chainId: storage.getChainId() ?? config.chainId ?? 1 }
    },
    async GET_SMART_ACCOUNT_ENABLED_NETWORKS(_payload, context) {
      return {
        smartAccountEnabledNetworks: await smartAccountNetworks(context),
      }
    },
    async INIT_SMART_ACCOUNT(_payload, context) {
      // The account is counterfactual: it deploys with its first user
      // operation, so there is nothing to send here; the answer says where
      // it is and whether that happened yet.
      const user = await smartAccountUser(context, 'smartAccount')
      return { address: user.address, isDeployed: user.smartAccountDeployed }
    },
    async SET_PREFERRED_ACCOUNT(payload, context) {
      const type = payload.type
      if (type !== 'smartAccount' && type !== 'eoa') throw invalid('type')
      const user = await smartAccountUser(context, type)
      context.state.accountType = type
      return { type, address: user.address }
    },
    async SYNC_THEME(payload, { document, state }) {
      const { themeMode, locale } = payload
      if (
        themeMode !== undefined &&
        themeMode !== 'light' &&
        themeMode !== 'dark'
      )
        throw invalid('themeMode')
      if (
        locale !== undefined &&
        !(typeof locale === 'string' && /^[A-Za-z0-9-]{1,35}$/.test(locale))
      )
        throw invalid('locale')
      document.documentElement.dataset.theme = themeMode ?? 'dark'
      // The host's accent (Latch's or the reference's names) on the
      // screen's buttons; bad or unknown entries are ignored. Its code
      // loads when a host first gives some (and stays to remove them).
      const given = payload.themeVariables
      if (themed || (given && Object.keys(given).length > 0)) {
        const { applyFrameThemeVariables } = await import(
          './applyFrameThemeVariables.js'
        )
        themed =
          applyFrameThemeVariables(
            document.documentElement,
            payload.themeVariables,
          ).length > 0
      }
      // The approval screen speaks the host's language (older hosts send
      // none: it stays as it is).
      if (locale !== undefined)
        await applyFrameLocale(locale, { document, state })
      return {}
    },
    async SYNC_DAPP_DATA(payload, { state }) {
      state.dapp = readDappData(payload)
      return {}
    },
    async RELOAD(_payload, { reload }, reply) {
      reply.success({})
      reload()
      return {}
    },
  }
}
