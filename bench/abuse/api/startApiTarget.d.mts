import type { ServerProcess } from '../spawnServer.d.mts'

/** The project under attack (analytics on, loopback origins). */
export const ABUSE_PROJECT_ID: string
/** The project the normal client reads wallets with. */
export const NORMAL_PROJECT_ID: string

export type ApiTarget = {
  mode: 'pglite' | 'postgres'
  scale: 'test' | 'bench'
  url: string
  adminToken: string
  limits: { env: Record<string, string>; rssBoundBytes: number }
  server: ServerProcess
  stop(): Promise<void>
}

/** Starts latch-api with the abuse limits, two real anvil chains and the abuse project. */
export function startApiTarget(options: {
  mode: 'pglite' | 'postgres'
  databaseUrl?: string | undefined
  scale?: 'test' | 'bench'
}): Promise<ApiTarget>
