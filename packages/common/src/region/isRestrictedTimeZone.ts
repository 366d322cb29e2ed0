/**
 * Whether the visitor's IANA time zone is one of `timeZones` (SPEC §9: "a
 * restricted-timezone list exists"; its contents are not given, so the list
 * is the host's). Compared without regard to case, as the reference does;
 * `false` when the browser cannot tell its time zone. The reference uses
 * the answer to pick other API, RPC and analytics servers; in Latch all
 * three are the host's own `apiUrl`, so a host that needs this picks the
 * `apiUrl` with it before `createConfig` (a function rather than a config
 * option: a config option would load for every host, and the first load
 * has no room for code most hosts never use).
 *
 * https://latch.dev/docs/common/region
 *
 * @example
 * const config = createConfig({
 *   projectId,
 *   networks,
 *   apiUrl: isRestrictedTimeZone(['Asia/Shanghai', 'Asia/Urumqi'])
 *     ? 'https://api.example.cn'
 *     : 'https://api.example.com',
 * })
 */
export function isRestrictedTimeZone(
  timeZones: readonly string[],
  /** The zone to check. @default the browser's (`Intl.DateTimeFormat`) */
  timeZone?: string | undefined,
): boolean {
  let zone = timeZone
  try {
    zone ??= new Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return false
  }
  const wanted = zone?.toUpperCase()
  return !!wanted && timeZones.some((entry) => entry.toUpperCase() === wanted)
}
