/** A server bin running as its own process (spawnServer.mjs). */
export type ServerProcess = {
  url: string
  pid: number
  alive(): boolean
  peakRssBytes(): number
  resetPeak(): void
  logTail(): string
  exit(): { code: number | null; signal: string | null } | undefined
  stop(): Promise<void>
}

export function spawnServer(options: {
  bin: string
  args?: string[]
  nodeArgs?: string[]
  env?: Record<string, string>
  name: string
}): Promise<ServerProcess>
