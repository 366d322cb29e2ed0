import type { BuyMessages } from '../useBuyMessages.js'

/** The Buy view's strings in hi (their own chunk, loaded by Buy). */
const catalogue: BuyMessages = {
  buyWhat: 'आप क्या खरीदना चाहते हैं?',
  buyByCard: 'कार्ड से भुगतान करें',
  buyToken: '{network} पर {symbol} खरीदें',
  buySample: 'नमूना विकल्प: ऑन-रैंप तक नहीं पहुंचा जा सका',
  buyNothing: 'इस नेटवर्क पर खरीदने के लिए कुछ नहीं है',
  buyAmount: 'भुगतान की राशि',
  buyCurrency: 'मुद्रा',
  buyLimits: 'कार्ड से {min} से {max} {currency}',
  buyBelowMinimum: 'न्यूनतम राशि {amount} {currency} है',
  buyAboveMaximum: 'अधिकतम राशि {amount} {currency} है',
  buyTooManyDecimals: 'अधिकतम 2 दशमलव वाली राशि दर्ज करें',
  buyQuoting: 'कोटेशन लिया जा रहा है…',
  buyQuote: 'कोटेशन',
  buyReceive: 'आपको मिलेगा',
  buyFee: 'शुल्क',
  buyTotal: 'कुल',
  buyEstimate: 'केवल अनुमान: भुगतान पेज अंतिम राशि दिखाता है',
  buyContinue: 'भुगतान पर जाएं',
  buyStartFailed: 'भुगतान पेज नहीं खुल सका',
  buyPopupBlocked: 'आपके ब्राउज़र ने भुगतान विंडो ब्लॉक कर दी',
  buyOpenPayment: 'भुगतान पेज खोलें',
  buyPayInWindow: 'नई विंडो में भुगतान पूरा करें',
  buyDelivering: 'भुगतान मिल गया: {amount} आपके वॉलेट की ओर भेजा जा रहा है',
  buyDone: '{amount} आपके वॉलेट में आ गया',
  buyDeclined: 'आपका कार्ड अस्वीकार कर दिया गया। कोई शुल्क नहीं लिया गया।',
  buyFailed: 'खरीद विफल रही: कुछ नहीं भेजा गया',
  buyDoneButton: 'खाते पर वापस जाएं',
  buyStatusFailed: 'खरीद की स्थिति नहीं पढ़ी जा सकी',
  buyWindowClosed: 'भुगतान पूरा होने से पहले भुगतान विंडो बंद कर दी गई',
}

export default catalogue
