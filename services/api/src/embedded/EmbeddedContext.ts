import type {
  ChainSettings,
  SolanaChainSettings,
} from '../blockchain/settings/BlockchainSettings.js'
import type { Db } from '../db/Db.js'
import type { EmbeddedSettings } from './EmbeddedSettings.js'
import type { Mailer } from './email/createMailer.js'

/**
 * What every embedded-wallet route set gets (the e-mail routes, the social
 * login routes of `social/`, the RPC route).
 */
export type EmbeddedContext = {
  db: Db
  settings: EmbeddedSettings
  /** EVM chains the wallet signs and sends on (the blockchain settings). */
  chains: readonly ChainSettings[]
  /**
   * Solana clusters the wallet signs and sends on (the blockchain
   * settings' solanaChains). @default []
   */
  solanaChains?: readonly SolanaChainSettings[] | undefined
  /**
   * USD per currency symbol (the blockchain settings' static prices): the
   * approval review's max network fee in USD. @default {}
   */
  prices?: Readonly<Record<string, number>> | undefined
  /** Sends the code and device-link mails. */
  mailer: Mailer
}
