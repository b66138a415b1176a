import type { HindiMessages } from '@trippy/i18n';

/**
 * The shared components' words in Hindi (region errors, form failures, spinner and phone field, coming soon),
 * keyed by the English text.
 */
const hi: HindiMessages = {
  '{what} is temporarily unavailable.': '{what} अभी उपलब्ध नहीं है।',
  'This section': 'यह हिस्सा',
  'Please refresh the page in a moment. Everything else on the site keeps working.':
    'कृपया थोड़ी देर में पेज फिर से लोड करें। साइट का बाकी सब कुछ काम कर रहा है।',
  'Something went wrong. Please try again.': 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  Loading: 'लोड हो रहा है',
  'Checking your session': 'आपका लॉगिन जाँचा जा रहा है',
  'Phone (+91)': 'फ़ोन (+91)',
  '10-digit mobile number': '10 अंकों का मोबाइल नंबर',
  'Coming Soon': 'जल्द आ रहा है',
  'We are putting the finishing touches on this page. Meanwhile, explore our yatras and treks.':
    'यह पेज अभी तैयार हो रहा है। तब तक हमारी यात्राएँ और ट्रेक देखें।',
  'Back to Home': 'होम पेज पर वापस जाएँ',
};

export default hi;
