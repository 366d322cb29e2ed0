import { describe, expect, it } from 'vitest'
import { buildAuthorizationUrl } from './buildAuthorizationUrl.js'
import { createSocialRuntime } from './createSocialRuntime.js'
import {
  type SocialProviderName,
  socialProviderPresets,
} from './socialProviderPresets.js'

const runtime = createSocialRuntime({
  fetch: () => Promise.reject(new Error('no network in this test')),
})

async function urlFor(name: Exclude<SocialProviderName, 'oidc'>) {
  const provider = {
    ...socialProviderPresets[name],
    name,
    clientId: `${name}-id`,
    clientSecret: 's',
    discover: false,
  }
  const endpoints = await runtime.endpoints(provider)
  const url = new URL(
    buildAuthorizationUrl({
      provider,
      endpoints,
      redirectUri: 'https://w.example/v1/embedded/social/callback',
      state: 'st',
      codeChallenge: 'ch',
      nonce: 'no',
    }),
  )
  return `${url.origin}${url.pathname} ${[...url.searchParams.keys()].join(',')} scope=${url.searchParams.get('scope')}`
}

describe('buildAuthorizationUrl with the real provider presets', () => {
  it('builds each provider’s authorization request', async () => {
    const urls = await Promise.all(
      (['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const).map(
        urlFor,
      ),
    )
    expect(urls).toMatchInlineSnapshot(`
      [
        "https://accounts.google.com/o/oauth2/v2/auth response_type,client_id,redirect_uri,scope,state,code_challenge,code_challenge_method,nonce scope=openid email profile",
        "https://github.com/login/oauth/authorize response_type,client_id,redirect_uri,scope,state,code_challenge,code_challenge_method scope=read:user user:email",
        "https://appleid.apple.com/auth/authorize response_type,client_id,redirect_uri,scope,state,nonce,response_mode scope=name email",
        "https://www.facebook.com/v21.0/dialog/oauth response_type,client_id,redirect_uri,scope,state,code_challenge,code_challenge_method scope=public_profile email",
        "https://x.com/i/oauth2/authorize response_type,client_id,redirect_uri,scope,state,code_challenge,code_challenge_method scope=tweet.read users.read",
        "https://discord.com/oauth2/authorize response_type,client_id,redirect_uri,scope,state,code_challenge,code_challenge_method scope=identify email",
      ]
    `)
  })
})
