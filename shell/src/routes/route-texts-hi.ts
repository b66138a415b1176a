import type { RouteText, RouteTexts } from './route-texts';

const SITE = 'ट्रिपी हिमालय';
const titled = (title: string) => `${title} | ${SITE}`;

/** The public routes' titles and descriptions in Hindi (route-texts.ts has the English; the back office has none). */
const BY_PATH: Readonly<Record<string, RouteText>> = {
  '/': {
    title: `${SITE} | देहरादून से चार धाम यात्रा, केदारनाथ और हिमालय ट्रेक`,
    description:
      'देहरादून से मार्गदर्शित चार धाम यात्रा, केदारनाथ, फूलों की घाटी और हिमालय ट्रेक: तय प्रस्थान तिथियाँ, ईमानदार दाम, 15+ वर्ष और 10000+ सफल यात्राएँ।',
  },
  '/about': {
    title: titled('हमारे बारे में'),
    description: 'देहरादून की टीम, जो 15+ वर्षों से तीर्थयात्राएँ और हिमालय ट्रेक करा रही है: 10000+ सफल यात्राएँ।',
  },
  '/contact': {
    title: titled('संपर्क करें'),
    description: 'हमें कॉल या ईमेल करें, या देहरादून (248001) कार्यालय आएँ: सोमवार से शनिवार, सुबह 9 से शाम 6 बजे (IST)।',
  },
  '/packages': {
    title: titled('सभी टूर पैकेज'),
    description: 'चार धाम, ट्रेक, बैकपैकिंग, वीकेंड और पारिवारिक पैकेज: तिथियाँ, दाम और बची सीटें।',
  },
  '/packages/:slug': {
    title: titled('टूर पैकेज'),
    description: 'देहरादून से इस मार्गदर्शित यात्रा का कार्यक्रम, तिथियाँ, बची सीटें और दाम।',
  },
  '/package/:id': {
    title: titled('टूर पैकेज का विवरण'),
    description: 'देहरादून से इस मार्गदर्शित यात्रा का कार्यक्रम, तिथियाँ, बची सीटें और दाम।',
  },
  '/booking/:id': {
    title: titled('अपनी यात्रा बुक करें'),
    description: 'इस यात्रा के लिए अपना बैच, सीटें और भुगतान चुनें।',
  },
  '/booking-confirmation': {
    title: titled('अपनी बुकिंग की पुष्टि करें'),
    description: 'अपनी यात्रा देखें और यात्रियों का विवरण भरें।',
  },
  '/booking-success': {
    title: titled('बुकिंग की पुष्टि हो गई'),
    description: 'आपकी बुकिंग की पुष्टि हो गई है।',
  },
  '/login': {
    title: titled('लॉग इन'),
    description: 'यात्राएँ बुक करने और अपनी बुकिंग देखने के लिए लॉग इन करें।',
  },
  '/signup': {
    title: titled('अपना खाता बनाएँ'),
    description: 'चार धाम और ट्रेक पैकेज बुक करने के लिए रजिस्टर करें।',
  },
  '/register': {
    title: titled('रजिस्टर करें'),
    description: 'चार धाम और ट्रेक पैकेज बुक करने के लिए रजिस्टर करें।',
  },
  '/set-password': {
    title: titled('अपना पासवर्ड चुनें'),
    description: 'हमारे कार्यालय ने आपकी बुकिंग के साथ जो खाता खोला है, उसका पासवर्ड चुनें।',
  },
  '/profile': {
    title: titled('मेरी प्रोफ़ाइल'),
    description: 'आपकी प्रोफ़ाइल और बुकिंग।',
  },
  '/destination': {
    title: titled('गंतव्य'),
    description: 'उत्तराखंड और हिमाचल के हिमालयी गंतव्य और वहाँ जाने वाली यात्राएँ।',
  },
  '/destinations': {
    title: titled('सभी गंतव्य'),
    description: 'उत्तराखंड और हिमाचल के हिमालयी गंतव्य और वहाँ जाने वाली यात्राएँ।',
  },
  '/destination/:slug': {
    title: titled('गंतव्य'),
    description: 'इस हिमालयी गंतव्य की यात्राएँ।',
  },
  '/treks': {
    title: titled('ट्रेकिंग पैकेज'),
    description: 'मार्गदर्शित हिमालय ट्रेक: फूलों की घाटी, केदारकांठा, हर की दून, रूपकुंड और भी बहुत कुछ।',
  },
  '/spiritual-trips': {
    title: titled('आध्यात्मिक यात्राएँ'),
    description: 'हिमालय में तीर्थयात्राएँ और आध्यात्मिक यात्राएँ।',
  },
  '/backpacking-trips': {
    title: titled('बैकपैकिंग यात्राएँ'),
    description: 'स्पीति, कसोल और हिमालय की बैकपैकिंग यात्राएँ।',
  },
  '/weekend-trips': {
    title: titled('वीकेंड यात्राएँ'),
    description: 'दिल्ली और देहरादून से छोटी यात्राएँ।',
  },
  '/family-holidays': {
    title: titled('पारिवारिक छुट्टियाँ'),
    description: 'पहाड़ों में आरामदायक पारिवारिक छुट्टियाँ।',
  },
  '/trippy-girls-only-trips': {
    title: titled('केवल महिलाओं की यात्राएँ'),
    description: 'महिला ट्रिप कैप्टन के साथ केवल महिलाओं की यात्राएँ।',
  },
  '/corporate-trippy-space': {
    title: titled('कॉर्पोरेट यात्राएँ'),
    description: 'हिमालय में कॉर्पोरेट ऑफ़साइट और टीम यात्राएँ।',
  },
  '/adventure': {
    title: titled('साहसिक यात्राएँ'),
    description: 'राफ्टिंग, पैराग्लाइडिंग और साहसिक यात्राएँ।',
  },
  '/adventure/activities': {
    title: titled('साहसिक गतिविधियाँ'),
    description: 'साहसिक गतिविधियाँ: राफ्टिंग, पैराग्लाइडिंग, कैंपिंग और भी बहुत कुछ।',
  },
  '/char-dham': {
    title: titled('चार धाम यात्रा'),
    description:
      'चार धाम यात्रा: कपाट खुलने की तिथियाँ, मार्ग, पैकेज, सामान्य प्रश्न और यमुनोत्री, गंगोत्री, केदारनाथ व बद्रीनाथ कैसे पहुँचें।',
  },
  '/privacy-policy': {
    title: titled('गोपनीयता नीति'),
    description: 'हम आपका डेटा कैसे एकत्र करते हैं और उसकी सुरक्षा कैसे करते हैं।',
  },
  '/terms-and-conditions': {
    title: titled('नियम और शर्तें'),
    description: 'बुकिंग की शर्तें, 15 जुलाई 2024 से प्रभावी।',
  },
  '/cancellation-refund': {
    title: titled('रद्दीकरण और रिफ़ंड नीति'),
    description: 'रद्दीकरण शुल्क, रिफ़ंड तालिकाएँ और भुगतान की समय-सारणी।',
  },
  '/shipping-delivery': {
    title: titled('शिपिंग और डिलीवरी'),
    description: 'बुकिंग के दस्तावेज़ और वाउचर कैसे भेजे जाते हैं।',
  },
  '/blogs': {
    title: titled('यात्रा ब्लॉग'),
    description: 'हिमालय की कहानियाँ और मार्गदर्शिकाएँ।',
  },
  '/blogs/:id': {
    title: titled('यात्रा ब्लॉग पोस्ट'),
    description: 'हिमालय की कहानियाँ और मार्गदर्शिकाएँ।',
  },
  '/travel-coupon': {
    title: titled('यात्रा कूपन'),
    description: 'ऑफ़र और यात्रा कूपन।',
  },
  '/work-with-us': {
    title: titled('हमारे साथ काम करें'),
    description: 'हमारे ट्रिप कैप्टन और टीम से जुड़ें।',
  },
};

export const ROUTE_TEXTS_HI: RouteTexts = {
  byPath: BY_PATH,
  notFound: { title: titled('पेज नहीं मिला'), description: 'यह पेज मौजूद नहीं है।' },
};
