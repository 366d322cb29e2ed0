import { describe, expect, it } from 'vitest'
import { createFakeProviders } from '../../../test/embedded/social/createFakeProviders.js'
import { createSocialRuntime } from './createSocialRuntime.js'
import { exchangeSocialCode } from './exchangeSocialCode.js'
import { readSocialProfile } from './readSocialProfile.js'
import type { SocialProvider } from './SocialProvider.js'
import { socialProviderPresets } from './socialProviderPresets.js'

const names = ['github', 'x', 'discord', 'facebook'] as const

function setup(name: (typeof names)[number]) {
  const fake = createFakeProviders()
  const runtime = createSocialRuntime({ fetch: fake.fetch })
  const provider: SocialProvider = {
    ...socialProviderPresets[name],
    name,
    clientId: `${name}-id`,
    clientSecret: `${name} secret`,
    discover: false,
  }
  const login = async (code = 'good') => {
    const endpoints = await runtime.endpoints(provider)
    const tokens = await exchangeSocialCode({
      runtime,
      provider,
      endpoints,
      code,
      redirectUri: 'https://w.example/v1/embedded/social/callback',
      codeVerifier: 'verifier',
    })
    return readSocialProfile({
      runtime,
      provider,
      endpoints,
      tokens,
      nonce: '',
    })
  }
  return { fake, login }
}

describe('the OAuth 2.0 presets, on their documented answers', () => {
  it.each([
    [
      'github',
      {
        subject: '583231',
        email: 'octocat@github.example',
        userName: 'octocat',
      },
    ],
    ['x', { subject: '2244994945', email: undefined, userName: 'XDevelopers' }],
    [
      'discord',
      {
        subject: '80351110224678912',
        email: 'nelly@discord.example',
        userName: 'nelly',
      },
    ],
    [
      'facebook',
      { subject: '10158', email: 'fay@fb.example', userName: 'Fay Book' },
    ],
  ] as const)(
    '%s: subject, verified e-mail and name',
    async (name, profile) => {
      const { login } = setup(name)
      expect(await login()).toEqual(profile)
    },
  )

  it.each(names)('%s: a refused code is a clear 400', async (name) => {
    const { login } = setup(name)
    await expect(login('bad')).rejects.toMatchObject({
      status: 400,
      code: 'code_refused',
    })
  })

  it('sends the PKCE verifier and authenticates as each provider wants', async () => {
    const x = setup('x')
    await x.login()
    const [xToken] = x.fake.calls
    // X: HTTP Basic (form-encoded id and secret), no secret in the body.
    expect(xToken?.headers.authorization).toBe(
      `Basic ${Buffer.from('x-id:x+secret').toString('base64')}`,
    )
    expect(xToken?.body.get('client_secret')).toBeNull()
    expect(xToken?.body.get('code_verifier')).toBe('verifier')
    const github = setup('github')
    await github.login()
    const [ghToken, ghUser] = github.fake.calls
    expect(ghToken?.body.get('client_secret')).toBe('github secret')
    expect(ghToken?.body.get('client_id')).toBe('github-id')
    expect(ghToken?.headers.accept).toBe('application/json')
    expect(ghUser?.headers.authorization).toBe('Bearer gho_1')
    expect(ghUser?.headers['user-agent']).toBeTruthy()
  })
})
