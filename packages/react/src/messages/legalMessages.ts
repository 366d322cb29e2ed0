import type { Locale } from './locales.js'

type LegalMessages = {
  /** The terms box's label; `{links}` is the links below. */
  readonly agree: string
  /** The line under Connect's methods without the box. */
  readonly footer: string
  readonly terms: string
  readonly privacy: string
  /** Between the two links (with its own spacing). */
  readonly and: string
}

/**
 * Connect's terms box and line (`features.legalCheckbox`,
 * `termsConditionsUrl`, `privacyPolicyUrl`) in every language. They ship
 * with those chunks, not in the catalogues (at their budget, SPEC §9), so
 * a config without terms loads none of it.
 */
export const legalMessages: { readonly [L in Locale]: LegalMessages } = {
  en: {
    agree: 'I agree to our {links}',
    footer: 'By connecting your wallet, you agree to our {links}',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    and: ' and ',
  },
  ar: {
    agree: 'أوافق على {links}',
    footer: 'بربط محفظتك، فإنك توافق على {links}',
    terms: 'شروط الخدمة',
    privacy: 'سياسة الخصوصية',
    and: ' و',
  },
  de: {
    agree: 'Ich akzeptiere die {links}',
    footer: 'Mit dem Verbinden deiner Wallet akzeptierst du die {links}',
    terms: 'Nutzungsbedingungen',
    privacy: 'Datenschutzerklärung',
    and: ' und ',
  },
  es: {
    agree: 'Acepto los {links}',
    footer: 'Al conectar tu billetera, aceptas los {links}',
    terms: 'Términos del servicio',
    privacy: 'Política de privacidad',
    and: ' y ',
  },
  fr: {
    agree: "J'accepte les {links}",
    footer: 'En connectant votre wallet, vous acceptez les {links}',
    terms: "Conditions d'utilisation",
    privacy: 'Politique de confidentialité',
    and: ' et ',
  },
  he: {
    agree: 'אני מסכים/ה ל{links}',
    footer: 'בחיבור הארנק, את/ה מסכים/ה ל{links}',
    terms: 'תנאי השימוש',
    privacy: 'מדיניות הפרטיות',
    and: ' ול',
  },
  hi: {
    agree: 'मैं {links} से सहमत हूँ',
    footer: 'अपना वॉलेट कनेक्ट करके, आप {links} से सहमत होते हैं',
    terms: 'सेवा की शर्तों',
    privacy: 'गोपनीयता नीति',
    and: ' और ',
  },
  ja: {
    agree: '{links}に同意します',
    footer: 'ウォレットを接続すると、{links}に同意したことになります',
    terms: '利用規約',
    privacy: 'プライバシーポリシー',
    and: 'と',
  },
  'pt-BR': {
    agree: 'Concordo com os {links}',
    footer: 'Ao conectar sua carteira, você concorda com os {links}',
    terms: 'Termos de Serviço',
    privacy: 'Política de Privacidade',
    and: ' e ',
  },
  'zh-CN': {
    agree: '我同意{links}',
    footer: '连接钱包即表示你同意{links}',
    terms: '服务条款',
    privacy: '隐私政策',
    and: '和',
  },
}
