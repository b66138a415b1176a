import type { HindiMessages } from '@trippy/i18n';

/** The shared components' words in Hindi (region errors, form failures), keyed by the English text. */
const hi: HindiMessages = {
  '{what} is temporarily unavailable.': '{what} अभी उपलब्ध नहीं है।',
  'This section': 'यह हिस्सा',
  'Please refresh the page in a moment. Everything else on the site keeps working.':
    'कृपया थोड़ी देर में पेज फिर से लोड करें। साइट का बाकी सब कुछ काम कर रहा है।',
};

export default hi;
