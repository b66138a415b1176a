import type { HindiMessages } from '@trippy/i18n';

/**
 * The content remote's UI words in Hindi, keyed by the English text in the code (home, lead forms, contact and
 * company pages, blog and Char Dham chrome). The pages' copy itself is in the Hindi content files.
 */
const hi: HindiMessages = {
  // Home
  'Our record': 'हमारा रिकॉर्ड',
  'Loading Char Dham packages': 'चार धाम पैकेज लोड हो रहे हैं',
  'Char Dham packages': 'चार धाम पैकेज',
  'Loading featured packages': 'चुने हुए पैकेज लोड हो रहे हैं',
  'Packages could not be loaded right now.': 'अभी पैकेज लोड नहीं हो सके।',
  'per person + {gst}% GST': 'प्रति व्यक्ति + {gst}% जीएसटी',

  // Lead forms: Plan Your Trip modal and the Send Query panel
  '15+ years · 10000+ successful tours': '15+ वर्ष · 10000+ सफल यात्राएँ',
  Close: 'बंद करें',
  'First name': 'पहला नाम',
  'Last name': 'उपनाम',
  'Email (optional)': 'ईमेल (वैकल्पिक)',
  Code: 'कोड',
  Phone: 'फ़ोन',
  '10-digit mobile number': '10 अंकों का मोबाइल नंबर',
  Package: 'पैकेज',
  'Select a package': 'पैकेज चुनें',
  'Number of travelers': 'यात्रियों की संख्या',
  'Something went wrong.': 'कुछ गड़बड़ हो गई।',
  'Error: {message}': 'त्रुटि: {message}',
  'Your details and trip': 'आपका विवरण और यात्रा',
  Name: 'नाम',
  Email: 'ईमेल',
  'Trip type': 'यात्रा का प्रकार',
  'Select Trip Type': 'यात्रा का प्रकार चुनें',
  'Message (optional)': 'संदेश (वैकल्पिक)',
  'First name is required': 'पहला नाम भरना ज़रूरी है',
  'Enter a valid email address': 'सही ईमेल पता भरें',
  'Enter a 10-digit mobile number': '10 अंकों का मोबाइल नंबर भरें',
  'Choose a package': 'पैकेज चुनें',
  'Enter the number of travellers': 'यात्रियों की संख्या भरें',
  'Name is required': 'नाम भरना ज़रूरी है',
  'Phone is required': 'फ़ोन नंबर भरना ज़रूरी है',
  'Email is required': 'ईमेल भरना ज़रूरी है',
  'Select a trip type': 'यात्रा का प्रकार चुनें',

  // Contact and company pages
  Office: 'कार्यालय',
  Hours: 'कार्य का समय',
  'On this page': 'इस पेज पर',

  // Blog
  'Travel Blog': 'यात्रा ब्लॉग',
  'Guides from our Dehradun team: Yatra dates, trek preparation, packing lists and routes.':
    'हमारी देहरादून टीम की जानकारी: यात्रा की तिथियाँ, ट्रेक की तैयारी, सामान की सूची और रास्ते।',
  '{minutes} min read': 'पढ़ने में {minutes} मिनट',
  'Read more': 'आगे पढ़ें',
  '{title} | Trippy Himalaya': '{title} | ट्रिपी हिमालय',
  'Post not found | Trippy Himalaya': 'लेख नहीं मिला | ट्रिपी हिमालय',
  'Post not found': 'लेख नहीं मिला',
  'This article may have moved. Browse all our guides instead.':
    'हो सकता है यह लेख कहीं और चला गया हो। हमारे सभी लेख देखें।',
  'All posts': 'सभी लेख',
  'By {author}': 'लेखक: {author}',
  'Loading related packages': 'संबंधित पैकेज लोड हो रहे हैं',
  'Related packages': 'संबंधित पैकेज',

  // Char Dham
  'Char Dham Yatra {year} | Trippy Himalaya': 'चार धाम यात्रा {year} | ट्रिपी हिमालय',
  'Char Dham Yatra {year}: opening dates, route, packages, FAQs and how to reach Yamunotri, Gangotri, Kedarnath and Badrinath.':
    'चार धाम यात्रा {year}: कपाट खुलने की तिथियाँ, रास्ता, पैकेज, आम सवाल और यमुनोत्री, गंगोत्री, केदारनाथ व बद्रीनाथ कैसे पहुँचें।',
  'Yatra at a glance': 'यात्रा एक नज़र में',
  'The Four Dhams': 'चार धाम',
  Altitude: 'ऊँचाई',
  Access: 'कैसे पहुँचें',
  Temple: 'मंदिर',
  Opening: 'कपाट खुलने की तिथि',
  Closing: 'कपाट बंद होने की तिथि',
  carousel: 'स्लाइड शो',
  'Char Dham temples': 'चार धाम मंदिर',
  'Char Dham slides': 'चार धाम की स्लाइडें',
  'Route stops, in order': 'रास्ते के पड़ाव, क्रम से',
  'Illustration of {name}': '{name} का चित्र',
};

export default hi;
