import type { SwapMessages } from '../useSwapMessages.js'

/** The Swap views' strings in hi (their own chunk, loaded by Swap). */
const catalogue: SwapMessages = {
  swapFrom: 'आप भुगतान करते हैं',
  swapTo: 'आपको मिलता है',
  swapChooseToken: 'टोकन चुनें: {symbol}',
  swapSelectToken: 'एक टोकन चुनें',
  swapSearchTokens: 'टोकन खोजें',
  swapNoTokens: 'कोई टोकन नहीं मिला',
  swapFlip: 'टोकन अदला-बदली करें',
  swapQuoted: 'कोट: मिलने वाली राशि भुगतान की राशि के अनुसार है',
  swapQuoting: 'कोट प्राप्त हो रहा है…',
  swapQuoteFailed: 'कोट प्राप्त नहीं हो सका',
  swapNoRoute: 'इस जोड़ी के लिए कोई रूट नहीं',
  swapSameToken: 'दो अलग-अलग टोकन चुनें',
  swapPriceImpact: 'मूल्य प्रभाव',
  swapSlippage: 'स्लिपेज सहनशीलता (%)',
  swapInvalidSlippage: '0.01 से 50 % के बीच स्लिपेज दर्ज करें',
  swapMinimumReceived: 'न्यूनतम प्राप्त',
  swapRoute: 'रूट',
  swapRouteVia: '{protocol} के ज़रिए {path}',
  swapPreview: 'स्वैप की समीक्षा करें',
  swapApproveFirst: 'पहले अपने वॉलेट में स्वैप के लिए {amount} स्वीकृत करें',
  swapApproveInBatch: 'अपने वॉलेट में एक ही पुष्टि से {amount} स्वीकृत करें और स्वैप करें',
  swapApproving: 'अपने वॉलेट में स्वीकृत करें…',
  swapDone: '{from} को {to} से स्वैप किया गया',
  swapReverted: 'स्वैप वापस हो गया: कीमत आपके स्लिपेज से अधिक बदल गई',
  swapUnsupported: 'स्वैप के लिए नेटवर्क समर्थित नहीं है',
  swapPercent: '{amount} %',
}

export default catalogue
