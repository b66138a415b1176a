import type { NameTranslation } from '@trippy/contracts';

/** The demo categories' names and descriptions in Hindi, by slug. */
export const CATEGORIES_HI: Readonly<Record<string, NameTranslation>> = {
  'char-dham': {
    name: 'चार धाम',
    description: 'हरिद्वार और देहरादून से यमुनोत्री, गंगोत्री, केदारनाथ और बद्रीनाथ की यात्राएँ।',
  },
  treks: { name: 'ट्रेक', description: 'आसान बुग्यालों से ऊँचे दर्रों तक, गाइड के साथ हिमालयी ट्रेक।' },
  'spiritual-trips': {
    name: 'आध्यात्मिक यात्राएँ',
    description: 'मंदिर, घाट और पंच केदार की यात्राएँ, बिना भागदौड़ के।',
  },
  'backpacking-trips': { name: 'बैकपैकिंग ट्रिप', description: 'युवा यात्रियों के लिए कम बजट की ग्रुप ट्रिप।' },
  'weekend-trips': { name: 'वीकेंड ट्रिप', description: 'दिल्ली और देहरादून से दो-तीन दिन की छोटी सैर।' },
  'family-holidays': { name: 'परिवार के साथ छुट्टियाँ', description: 'हर उम्र के लिए आरामदायक पहाड़ी छुट्टियाँ।' },
  'trippy-girls-only-trips': {
    name: 'ट्रिप्पी सिर्फ महिलाओं की ट्रिप',
    description: 'सिर्फ महिलाओं के लिए यात्राएँ, महिला ट्रिप कैप्टन के साथ।',
  },
  'corporate-trippy-space': {
    name: 'कॉर्पोरेट ट्रिप्पी स्पेस',
    description: 'कंपनियों के लिए टीम ऑफसाइट, रिट्रीट और एडवेंचर के दिन।',
  },
  adventure: { name: 'एडवेंचर', description: 'पहाड़ों में पैराग्लाइडिंग, राफ्टिंग और दूसरे रोमांच।' },
};

/** The demo destinations' names in Hindi, by slug. */
export const DESTINATIONS_HI: Readonly<Record<string, NameTranslation>> = {
  kedarnath: { name: 'केदारनाथ', region: 'उत्तराखंड' },
  badrinath: { name: 'बद्रीनाथ', region: 'उत्तराखंड' },
  gangotri: { name: 'गंगोत्री', region: 'उत्तराखंड' },
  yamunotri: { name: 'यमुनोत्री', region: 'उत्तराखंड' },
  chamoli: { name: 'चमोली', region: 'उत्तराखंड' },
  uttarkashi: { name: 'उत्तरकाशी', region: 'उत्तराखंड' },
  rishikesh: { name: 'ऋषिकेश', region: 'उत्तराखंड' },
  mussoorie: { name: 'मसूरी', region: 'उत्तराखंड' },
  spiti: { name: 'स्पीति', region: 'हिमाचल प्रदेश' },
  kasol: { name: 'कसोल', region: 'हिमाचल प्रदेश' },
  bir: { name: 'बीड़', region: 'हिमाचल प्रदेश' },
};

/** The demo add-ons' names in Hindi, by their English name. */
export const ADD_ONS_HI: Readonly<Record<string, string>> = {
  'AC coach from Delhi (per person)': 'दिल्ली से एसी कोच (प्रति व्यक्ति)',
  'Backpack offloading': 'बैग उठवाना (ऑफलोडिंग)',
  'Bungee jump at Mohan Chatti': 'मोहन चट्टी पर बंजी जंप',
  'Extra night in Dehradun': 'देहरादून में एक रात और',
  'Extra night in Haridwar': 'हरिद्वार में एक रात और',
  'Extra night in Kaza': 'काज़ा में एक रात और',
  'Extra night in Mussoorie': 'मसूरी में एक रात और',
  'Helicopter Kedarnath (Phata - Kedarnath return)': 'केदारनाथ हेलीकॉप्टर (फाटा - केदारनाथ आना-जाना)',
  'Oxygen cylinder (personal)': 'ऑक्सीजन सिलेंडर (निजी)',
  'Palki for Kedarnath trek': 'केदारनाथ चढ़ाई के लिए पालकी',
  'Photographer and video (per person)': 'फोटोग्राफर और वीडियो (प्रति व्यक्ति)',
  'Pickup from Dehradun': 'देहरादून से पिकअप',
  'Pony for Hemkund Sahib': 'हेमकुंड साहिब के लिए घोड़ा',
  'Pony for Kedarnath trek': 'केदारनाथ चढ़ाई के लिए घोड़ा',
  'Pony for Yamunotri and Kedarnath': 'यमुनोत्री और केदारनाथ के लिए घोड़ा',
  'Private puja at Badrinath': 'बद्रीनाथ में निजी पूजा',
  'Private room upgrade': 'अलग कमरे में अपग्रेड',
  'Rental gear kit (jacket, poles)': 'किराये का सामान (जैकेट, पोल)',
  'Rental gear kit (jacket, poles, spikes)': 'किराये का सामान (जैकेट, पोल, स्पाइक्स)',
  'Second tandem flight': 'दूसरी टैंडम उड़ान',
  'Solang valley activities': 'सोलंग घाटी की गतिविधियाँ',
  'Upgrade to SUV': 'एसयूवी में अपग्रेड',
  'Volvo from Delhi and back': 'दिल्ली से वोल्वो, आना-जाना',
};

/** The `translations` column of a name that has Hindi (`{}` when it has none). */
export const nameTranslations = (hindi: NameTranslation | undefined): string =>
  JSON.stringify(hindi ? { hi: hindi } : {});
