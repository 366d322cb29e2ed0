/** A request to an EIP-1193 provider. */
export type Eip1193RequestArguments = {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

/** The EIP-1193 provider every injected wallet exposes. */
export type Eip1193Provider = {
  request(args: Eip1193RequestArguments): Promise<unknown>
  // biome-ignore lint/suspicious/noExplicitAny: wallets pass event-specific arguments
  on(event: string, listener: (...args: any[]) => void): unknown
  // biome-ignore lint/suspicious/noExplicitAny: wallets pass event-specific arguments
  removeListener(event: string, listener: (...args: any[]) => void): unknown
}

/** EIP-6963 provider information. */
export type Eip6963ProviderInfo = {
  readonly uuid: string
  readonly name: string
  readonly icon: string
  readonly rdns: string
}

/** EIP-6963 announce event detail. */
export type Eip6963ProviderDetail = {
  readonly info: Eip6963ProviderInfo
  readonly provider: Eip1193Provider
}
