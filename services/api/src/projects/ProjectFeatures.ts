import { DEFAULT_SOCIALS } from '@latch/common'

/** Social login providers a project can offer: SPEC §5's list, in order. */
export const socialProviders = DEFAULT_SOCIALS

export type SocialProvider = (typeof socialProviders)[number]

/**
 * What a project offers to clients that ask the API which features to show
 * (GET /appkit/v1/config). Each field is on/off per project; the defaults
 * are what a Latch stack serves itself.
 */
export type ProjectFeatures = {
  /**
   * Swaps. Latch serves no /v1/convert routes, so on only when the
   * project's clients use a swap provider of their own. @default false
   */
  swaps: boolean
  /**
   * Card on-ramp. Latch serves no /v1/onramp routes. @default false
   */
  onramp: boolean
  /**
   * E-mail login through the client's embedded wallet: needs an
   * embedded-wallet service the client can reach. @default false
   */
  email: boolean
  /** Social login providers offered; `[]` is off. @default [] */
  socials: SocialProvider[]
  /**
   * Activity (transaction history): served by the blockchain API
   * (GET /v1/account/{address}/history). @default true
   */
  history: boolean
  /**
   * Several wallets connected at once: a client-side feature. @default false
   */
  multiWallet: boolean
}

/** Feature names, as the CLI and the admin API spell them. */
export const projectFeatureNames = [
  'swaps',
  'onramp',
  'email',
  'socials',
  'history',
  'multiWallet',
] as const satisfies readonly (keyof ProjectFeatures)[]

/** The defaults of {@link ProjectFeatures}. */
export const defaultProjectFeatures: Readonly<ProjectFeatures> = Object.freeze({
  swaps: false,
  onramp: false,
  email: false,
  socials: [],
  history: true,
  multiWallet: false,
})
