import { defineError } from '@latch/common'

export type RpcUrlMissingErrorType = RpcUrlMissingError
/** A network has no RPC URL to read from (SPEC §8). */
export class RpcUrlMissingError extends defineError(
  'RpcUrlMissingError',
  (chainId: string | number) => ({
    shortMessage: `No RPC url provided for chainId: ${chainId}`,
    docsPath: '/core/createConfig#networks',
  }),
) {}

export type RpcProviderNotFoundErrorType = RpcProviderNotFoundError
/** A read asked for a chain the config has no network of (SPEC §8). */
export class RpcProviderNotFoundError extends defineError(
  'RpcProviderNotFoundError',
  (chainId: string | number) => ({
    shortMessage: `JSON-RPC provider for ${chainId} not found`,
    docsPath: '/core/createConfig#networks',
  }),
) {}

export type RpcUrlNotHttpErrorType = RpcUrlNotHttpError
/** An RPC URL that is not http(s) (SPEC §8). */
export class RpcUrlNotHttpError extends defineError(
  'RpcUrlNotHttpError',
  (url: string) => ({
    shortMessage: `Provided URL is not compatible with HTTP connection: ${url}`,
    docsPath: '/core/createConfig#networks',
  }),
) {}
