import type { HindiMessages } from '@trippy/i18n';

/**
 * The catalogue's words in Hindi, keyed by the English text in the code: listings, category and destination
 * pages, the package page, search, waitlist and the Char Dham carousel.
 */
const hi: HindiMessages = {
  // Prices and cards
  'per person + {gst}% GST': 'प्रति व्यक्ति + {gst}% जीएसटी',
  '{discount}% off': '{discount}% छूट',

  // All packages and the listings
  'All Tour Packages': 'सभी टूर पैकेज',
  'Char Dham Yatra, Himalayan treks, backpacking, weekend and family trips, all with fixed departures from Dehradun and Haridwar.':
    'चार धाम यात्रा, हिमालय ट्रेक, बैकपैकिंग, वीकेंड और पारिवारिक यात्राएँ, सभी देहरादून और हरिद्वार से तय तिथियों पर।',
  '{count} packages': { one: '{count} पैकेज', other: '{count} पैकेज' },
  'Filter and sort packages': 'पैकेज छाँटें और क्रम बदलें',
  Category: 'श्रेणी',
  'All categories': 'सभी श्रेणियाँ',
  Duration: 'अवधि',
  'Any duration': 'कोई भी अवधि',
  'Price per person + {gst}% GST': 'कीमत प्रति व्यक्ति + {gst}% जीएसटी',
  'Any price': 'कोई भी कीमत',
  'Sort by': 'क्रम',
  'Up to 3 days': '3 दिन तक',
  '4 to 7 days': '4 से 7 दिन',
  '8 days or more': '8 दिन या ज़्यादा',
  'Under ₹8,000': '₹8,000 से कम',
  '₹8,000 to ₹15,000': '₹8,000 से ₹15,000',
  'Over ₹15,000': '₹15,000 से ज़्यादा',
  Recommended: 'सुझाए गए',
  'Price: low to high': 'कीमत: कम से ज़्यादा',
  'Price: high to low': 'कीमत: ज़्यादा से कम',
  'Duration: shortest first': 'अवधि: सबसे छोटी पहले',
  'Duration: longest first': 'अवधि: सबसे लंबी पहले',
  'Soonest departure': 'सबसे जल्दी रवानगी',
  'Packages matching {query}': '{query} से मिलते पैकेज',
  'Clear search': 'खोज हटाएँ',
  'Loading packages': 'पैकेज लोड हो रहे हैं',
  'Failed to fetch packages': 'पैकेज लोड नहीं हो सके',
  'Try again': 'फिर से कोशिश करें',
  'No packages match these filters.': 'इन फ़िल्टर से कोई पैकेज नहीं मिला।',
  'No packages match this search with these filters.': 'इन फ़िल्टर के साथ इस खोज से कोई पैकेज नहीं मिला।',
  'No packages match this search. Try another word, or send us a query and we will plan your trip.':
    'इस खोज से कोई पैकेज नहीं मिला। कोई दूसरा शब्द आज़माएँ, या हमें पूछताछ भेजें, हम आपकी यात्रा की योजना बनाएँगे।',
  'No packages are listed here yet. Send us a query and we will plan your trip.':
    'यहाँ अभी कोई पैकेज नहीं है। हमें पूछताछ भेजें, हम आपकी यात्रा की योजना बनाएँगे।',
  'Clear filters': 'फ़िल्टर हटाएँ',
  Pages: 'पेज',
  Previous: 'पिछला',
  'Page {number} of {pages}': 'कुल {pages} में से पेज {number}',
  Next: 'अगला',

  // Category pages
  '{heading} packages': '{heading} पैकेज',
  'Himalayan Trekking Packages': 'हिमालय ट्रेकिंग पैकेज',
  'Guided treks from easy meadows to high passes: Valley of Flowers, Kedarkantha, Har Ki Dun, Brahmatal and Roopkund, with certified trek leaders, camps and meals from the road head.':
    'आसान घास के मैदानों से ऊँचे दर्रों तक, गाइड के साथ ट्रेक: फूलों की घाटी, केदारकांठा, हर की दून, ब्रह्मताल और रूपकुंड। प्रमाणित ट्रेक लीडर, और सड़क के आखिरी पड़ाव से टेंट और भोजन शामिल।',
  Treks: 'ट्रेक',
  'Spiritual Trips': 'आध्यात्मिक यात्राएँ',
  'Pilgrimages and quiet journeys to the temples of the Garhwal Himalaya, planned around darshan timings, with stays close to the shrines.':
    'गढ़वाल हिमालय के मंदिरों की तीर्थयात्राएँ और शांत यात्राएँ, दर्शन के समय के हिसाब से बनी, मंदिरों के पास ठहरने के साथ।',
  Pilgrimage: 'तीर्थयात्रा',
  'Backpacking Trips': 'बैकपैकिंग यात्राएँ',
  'Small-group backpacking through Spiti, Kasol and the high valleys: hostels and homestays, local food and a trip captain who knows the road.':
    'स्पीति, कसोल और ऊँची घाटियों में छोटे ग्रुप की बैकपैकिंग: हॉस्टल और होमस्टे, स्थानीय खाना और रास्ता जानने वाला ट्रिप कैप्टन।',
  Backpacking: 'बैकपैकिंग',
  'Weekend Trips': 'वीकेंड यात्राएँ',
  'Two- and three-day getaways from Delhi and Dehradun: rafting, camping and hill stays that fit a weekend.':
    'दिल्ली और देहरादून से दो-तीन दिन की छोटी यात्राएँ: राफ्टिंग, कैंपिंग और पहाड़ों में ठहरना, जो एक वीकेंड में हो जाए।',
  'Weekend getaways': 'वीकेंड की सैर',
  'Family Holidays': 'पारिवारिक छुट्टियाँ',
  'Comfortable hill holidays for every age: good hotels, short drives, easy walks and sightseeing at an unhurried pace.':
    'हर उम्र के लिए आरामदायक पहाड़ी छुट्टियाँ: अच्छे होटल, छोटे सफ़र, आसान सैर और बिना जल्दबाज़ी के घूमना-फिरना।',
  Family: 'परिवार',
  'Trippy Girls Only Trips': 'ट्रिपी: केवल महिलाओं की यात्राएँ',
  'Women-only departures led by women trip captains, with vetted stays and small groups, for travelling solo without travelling alone.':
    'महिला ट्रिप कैप्टन के साथ केवल महिलाओं की यात्राएँ, जाँचे-परखे ठहरने के स्थान और छोटे ग्रुप: अकेले निकलें, पर अकेली न रहें।',
  'Women only': 'केवल महिलाएँ',
  'Corporate Trippy Space': 'कॉर्पोरेट ट्रिपी स्पेस',
  'Offsites and team trips in the Himalaya: workspace by the river, team activities and every detail handled for groups of any size.':
    'हिमालय में ऑफ़साइट और टीम यात्राएँ: नदी किनारे काम करने की जगह, टीम गतिविधियाँ और किसी भी आकार के ग्रुप के लिए पूरा इंतज़ाम।',
  Corporate: 'कॉर्पोरेट',
  'Adventure Trips': 'साहसिक यात्राएँ',
  'Paragliding, rafting and outdoor adventures with certified instructors and the safety gear included.':
    'पैराग्लाइडिंग, राफ्टिंग और खुले में रोमांच, प्रमाणित प्रशिक्षकों के साथ, सुरक्षा का सामान शामिल।',
  Adventure: 'साहसिक',
  'Adventure Activities': 'साहसिक गतिविधियाँ',
  'Tandem paragliding over Bir Billing, white-water rafting on the Ganga, riverside camping and more: pick an activity, we arrange the pilots, guides, gear and transfers.':
    'बीर बिलिंग के ऊपर टैंडम पैराग्लाइडिंग, गंगा में राफ्टिंग, नदी किनारे कैंपिंग और भी बहुत कुछ: कोई गतिविधि चुनें, पायलट, गाइड, सामान और आने-जाने का इंतज़ाम हम करेंगे।',
  Activities: 'गतिविधियाँ',

  // Destinations
  Explore: 'खोजें',
  Destinations: 'गंतव्य',
  Destination: 'गंतव्य',
  'From the four shrines of the Char Dham to the meadows of Chamoli and the high desert of Spiti: pick a place and see every trip that goes there.':
    'चार धाम के चार तीर्थों से लेकर चमोली के घास के मैदानों और स्पीति के ऊँचे रेगिस्तान तक: कोई जगह चुनें और वहाँ जाने वाली हर यात्रा देखें।',
  'Loading destinations': 'गंतव्य लोड हो रहे हैं',
  'Failed to fetch destinations': 'गंतव्य लोड नहीं हो सके',
  'View all {count}': 'सभी {count} देखें',
  '{name} Tour Packages': '{name} टूर पैकेज',
  '{name} Tour Packages | Trippy Himalaya': '{name} टूर पैकेज | ट्रिपी हिमालय',
  'Every guided trip we run to {name}, with dates, seats left and prices.':
    '{name} की हमारी सभी यात्राएँ, गाइड के साथ: तिथियाँ, बची सीटें और कीमतें।',
  'Destination not found | Trippy Himalaya': 'गंतव्य नहीं मिला | ट्रिपी हिमालय',
  'Destination not found': 'गंतव्य नहीं मिला',
  'We do not run trips to this place yet.': 'हम अभी इस जगह की यात्रा नहीं कराते।',

  // The package page
  '{name} | Trippy Himalaya': '{name} | ट्रिपी हिमालय',
  '{duration} {type} from {price} per person + {gst}% GST: {description}':
    '{duration} {type}, {price} प्रति व्यक्ति + {gst}% जीएसटी से: {description}',
  '{name}: {duration}, from {price} per person': '{name}: {duration}, {price} प्रति व्यक्ति से',
  'Trip not found | Trippy Himalaya': 'यात्रा नहीं मिली | ट्रिपी हिमालय',
  'Loading the trip': 'यात्रा की जानकारी लोड हो रही है',
  'Trip not found': 'यात्रा नहीं मिली',
  'This package does not exist or is no longer offered.': 'यह पैकेज मौजूद नहीं है या अब उपलब्ध नहीं है।',
  'See all packages': 'सभी पैकेज देखें',
  'Failed to fetch the package': 'पैकेज लोड नहीं हो सका',
  Breadcrumb: 'आप यहाँ हैं',
  Packages: 'पैकेज',
  'Trip facts': 'यात्रा की जानकारी',
  'Max altitude {feet} ft': 'अधिकतम ऊँचाई {feet} फ़ीट',
  'Season {months}': 'मौसम: {months}',
  'All year': 'पूरे साल',
  Overview: 'परिचय',
  '{name}, photo {number} of {count}': '{name}, {count} में से फ़ोटो {number}',
  Photos: 'फ़ोटो',
  'Show photo {number}': 'फ़ोटो {number} दिखाएँ',
  'Day {number}: {title}': 'दिन {number}: {title}',

  // Itinerary, inclusions, difficulty
  'Difficulty and fitness': 'कठिनाई और फ़िटनेस',
  Difficulty: 'कठिनाई',
  easy: 'आसान',
  moderate: 'मध्यम',
  challenging: 'कठिन',
  'Max altitude': 'अधिकतम ऊँचाई',
  '{feet} ft': '{feet} फ़ीट',
  'Easy: suited to first-time trekkers in good health. Walk 4-5 km a day comfortably for two weeks before the trip.':
    'आसान: अच्छी सेहत वाले, पहली बार ट्रेक करने वालों के लिए ठीक। यात्रा से पहले दो हफ़्ते तक रोज़ 4-5 किमी आराम से पैदल चलें।',
  'Moderate: 5-7 hours of walking a day on uneven trails. Jog 5 km in under 40 minutes and climb stairs with a backpack for a month before.':
    'मध्यम: ऊबड़-खाबड़ रास्तों पर रोज़ 5-7 घंटे पैदल चलना। जाने से पहले एक महीने तक 5 किमी 40 मिनट से कम में दौड़ें और पीठ पर बैग लेकर सीढ़ियाँ चढ़ें।',
  'Challenging: long days, steep climbs and high altitude. Prior trekking experience and 5 km in under 30 minutes are expected; a medical certificate is required.':
    'कठिन: लंबे दिन, खड़ी चढ़ाई और बहुत ऊँचाई। पहले ट्रेक का अनुभव और 5 किमी 30 मिनट से कम में दौड़ पाना चाहिए; डॉक्टर का प्रमाणपत्र ज़रूरी है।',
  '{difficulty}: Mostly by road: the walking is on the trek days to the temples (see the itinerary), at your own pace, and a pony or a helicopter seat can be added when you book. Walk 4-5 km a day and climb a few flights of stairs for a month before you go. With a heart, lung or blood-pressure condition, see your doctor before travelling to high altitude.':
    '{difficulty}: ज़्यादातर सफ़र सड़क से। पैदल चलना केवल मंदिरों तक ट्रेक वाले दिनों में है (यात्रा कार्यक्रम देखें), अपनी रफ़्तार से; बुकिंग के समय घोड़ा-खच्चर या हेलीकॉप्टर की सीट जोड़ी जा सकती है। जाने से पहले एक महीने तक रोज़ 4-5 किमी पैदल चलें और कुछ मंज़िल सीढ़ियाँ चढ़ें। दिल, फेफड़े या ब्लड-प्रेशर की बीमारी हो तो ऊँचाई पर जाने से पहले अपने डॉक्टर से सलाह लें।',
  Highlights: 'मुख्य आकर्षण',
  'Day-by-day itinerary': 'दिन-ब-दिन यात्रा कार्यक्रम',
  'Day {number}': 'दिन {number}',
  Inclusions: 'शामिल है',
  Exclusions: 'शामिल नहीं है',

  // Price panel, booking bar and departures
  'Book this trip': 'यह यात्रा बुक करें',
  'Upcoming batches': 'आने वाली यात्रा तिथियाँ',
  'Departure dates': 'यात्रा की तिथियाँ',
  'No upcoming departures are scheduled yet. Send us a query and we will plan one.':
    'अभी कोई आने वाली यात्रा तय नहीं है। हमें पूछताछ भेजें, हम आपके लिए यात्रा की योजना बनाएँगे।',
  'Sold out: waitlist open': 'सभी सीटें भर गईं: वेटलिस्ट खुली है',
  '{count} seats left': { one: '{count} सीट बची', other: '{count} सीटें बचीं' },
  Travellers: 'यात्री',
  'Add-ons (per person)': 'अतिरिक्त सेवाएँ (प्रति व्यक्ति)',
  Payment: 'भुगतान',
  'Pay in full': 'पूरा भुगतान करें',
  'Pay {advance}% advance now, {balance}% by {date}': 'अभी {advance}% एडवांस दें, बाकी {balance}% {date} तक',
  'This departure is {days} days away or less: the full amount is paid at booking.':
    'यह यात्रा {days} दिन या उससे कम दूर है: पूरी राशि बुकिंग के समय देनी होगी।',
  'Price breakdown': 'कीमत का ब्योरा',
  '{price} × {count} people': { one: '{price} × {count} व्यक्ति', other: '{price} × {count} व्यक्ति' },
  'Add-ons {price} × {count}': 'अतिरिक्त सेवाएँ {price} × {count}',
  'GST ({percent}%)': 'जीएसटी ({percent}%)',
  'Total incl. GST': 'कुल (जीएसटी सहित)',
  'Pay now ({percent}% advance)': 'अभी भुगतान ({percent}% एडवांस)',
  'Balance, due by {date}': 'बाकी राशि, {date} तक',
  'Profile updated. Your choices are kept: continue with Book Now.':
    'प्रोफ़ाइल अपडेट हो गई। आपका चुनाव सुरक्षित है: "अभी बुक करें" दबाकर आगे बढ़ें।',
  'Book Now': 'अभी बुक करें',
  'Send Query': 'पूछताछ भेजें',
  'WhatsApp us': 'व्हाट्सऐप करें',
  'Hi, I am interested in {name} (departure {date}).': 'नमस्ते, मुझे {name} (यात्रा तिथि {date}) में रुचि है।',
  'Hi, I am interested in {name}.': 'नमस्ते, मुझे {name} में रुचि है।',
  'No departure open': 'अभी कोई तिथि उपलब्ध नहीं',
  'Book this date': 'यह तिथि बुक करें',
  'See dates': 'तिथियाँ देखें',

  // Waitlist
  Waitlist: 'वेटलिस्ट',
  'This departure is full.': 'यह यात्रा पूरी भर चुकी है।',
  'This departure has {seats} left, fewer than the {wanted} you want.':
    'इस यात्रा में केवल {seats} बाकी हैं, आपको {wanted} चाहिए।',
  'Join the waitlist: when seats free up, the first in line whose request fits is offered them.':
    'वेटलिस्ट में नाम लिखवाएँ: सीटें खाली होने पर लाइन में सबसे पहले उसे मिलती हैं जिसकी माँग उनमें पूरी हो सके।',
  '{count} seats': { one: '{count} सीट', other: '{count} सीटें' },
  'Join the waitlist for {count} seats': {
    one: '{count} सीट के लिए वेटलिस्ट में नाम लिखवाएँ',
    other: '{count} सीटों के लिए वेटलिस्ट में नाम लिखवाएँ',
  },
  '{seats} are held for you until {time}.': 'आपके लिए रोकी गई सीटें: {seats}, {time} तक।',
  'Book the held seats': 'रोकी गई सीटें बुक करें',
  'You are number {position} in line for {seats}; we will email and notify you when seats free up; an offer is held for {hours} hours.':
    'आप {seats} के लिए लाइन में {position} नंबर पर हैं; सीटें खाली होने पर हम आपको ईमेल और सूचना भेजेंगे; ऑफ़र {hours} घंटे तक रोका जाता है।',
  'Could not leave the waitlist': 'वेटलिस्ट से नाम नहीं हट सका',
  'Leave the waitlist': 'वेटलिस्ट से नाम हटाएँ',
  'Could not join the waitlist': 'वेटलिस्ट में नाम नहीं जुड़ सका',
  'You will sign in first and come back here.': 'पहले आप लॉग इन करेंगे, फिर यहीं वापस आएँगे।',

  // Search
  'Open search': 'खोज खोलें',
  'Search treks, temples, places...': 'ट्रेक, मंदिर, जगहें खोजें...',
  'Search destinations and packages': 'गंतव्य और पैकेज खोजें',
  'Search by voice': 'बोलकर खोजें',
  Close: 'बंद करें',
  'Listening... Speak now': 'सुन रहे हैं... अब बोलिए',
  Stop: 'रोकें',
  'Voice search not supported in this browser': 'इस ब्राउज़र में बोलकर खोजने की सुविधा नहीं है',
  'Voice search failed. Please try again.': 'बोलकर खोज नहीं हो सकी। कृपया फिर से कोशिश करें।',
  'Searching amazing destinations...': 'सुंदर जगहें खोजी जा रही हैं...',
  'No results found for "{query}"': '"{query}" के लिए कुछ नहीं मिला',
  'Try different keywords or check spelling and popular searches':
    'दूसरे शब्दों से खोजें, या वर्तनी जाँचें और लोकप्रिय खोजें देखें',
  'Search suggestions': 'खोज के सुझाव',
  'Popular Destinations': 'लोकप्रिय गंतव्य',
  'Quick Suggestions': 'झटपट सुझाव',
  'Search Results ({count})': 'खोज के नतीजे ({count})',
  'Recent Searches': 'हाल की खोजें',
  Trending: 'चर्चित',
  // Shown and searched as written here: the search rule's synonyms find the same packages.
  'Kedarnath Dham': 'केदारनाथ धाम',
  'Badrinath Dham': 'बद्रीनाथ धाम',
  'Gangotri Dham': 'गंगोत्री धाम',
  'Yamunotri Dham': 'यमुनोत्री धाम',
  'Valley of Flowers': 'फूलों की घाटी',
  'Roopkund Trek': 'रूपकुंड ट्रेक',

  // Char Dham carousel
  'Chardham Yatra Packages': 'चारधाम यात्रा पैकेज',
  'Get the best deals on Char Dham Yatra Packages with our customized tours':
    'आपकी ज़रूरत के हिसाब से बनी यात्राओं के साथ चार धाम यात्रा पैकेज पर सबसे अच्छे दाम पाएँ',
  'Loading Char Dham packages': 'चार धाम पैकेज लोड हो रहे हैं',
  'Previous packages': 'पिछले पैकेज',
  'Show packages {number} onwards': 'पैकेज {number} से आगे दिखाएँ',
  'Next packages': 'अगले पैकेज',
  'A Himalayan temple below snow peaks': 'बर्फ़ीली चोटियों के नीचे एक हिमालयी मंदिर',
  'History of Chardham Temples': 'चारधाम मंदिरों का इतिहास',
  'The Char Dham of Uttarakhand are four ancient shrines: Yamunotri, the source of the Yamuna; Gangotri, where the Ganga descends; Kedarnath, one of the twelve Jyotirlingas of Lord Shiva; and Badrinath, the abode of Lord Vishnu. Adi Shankaracharya is said to have revived the circuit in the 8th century.':
    'उत्तराखंड के चार धाम चार प्राचीन तीर्थ हैं: यमुनोत्री, जहाँ से यमुना निकलती हैं; गंगोत्री, जहाँ गंगा उतरती हैं; केदारनाथ, भगवान शिव के बारह ज्योतिर्लिंगों में से एक; और बद्रीनाथ, भगवान विष्णु का धाम। माना जाता है कि आदि शंकराचार्य ने 8वीं सदी में इस यात्रा को फिर से शुरू किया।',
  'The present Yamunotri temple was built in 1839 by a king, Maharaja Sudarshan Shah of Tehri Garhwal, and rebuilt after earthquakes and floods, while the stone temples of Kedarnath and Badrinath have stood through centuries of snow.':
    'यमुनोत्री का आज का मंदिर 1839 में टिहरी गढ़वाल के राजा, महाराजा सुदर्शन शाह ने बनवाया था और भूकंप व बाढ़ के बाद फिर से बनाया गया, जबकि केदारनाथ और बद्रीनाथ के पत्थर के मंदिर सदियों की बर्फ़ झेलकर आज भी खड़े हैं।',
  'View Details': 'पूरी जानकारी देखें',
};

export default hi;
