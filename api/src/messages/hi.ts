import type { HindiMessages } from '@trippy/i18n/src/catalog';

/**
 * The API's words to customers in Hindi (their notifications), keyed by the English text in the code like
 * every container's catalogue (packages/i18n's catalogue test checks both ways).
 */
const API_HI: HindiMessages = {
  'A place opened up: {count} seats on {trip} ({date}) are held for you until {time}. Book them: {path}': {
    one: 'जगह खाली हुई: {trip} ({date}) की {count} सीट आपके लिए {time} तक रोकी गई है। बुक करें: {path}',
    other: 'जगह खाली हुई: {trip} ({date}) की {count} सीटें आपके लिए {time} तक रोकी गई हैं। बुक करें: {path}',
  },
  'Your held seats on {trip} ({date}) were not booked within 24 hours and have passed to the next person on the waitlist.':
    '{trip} ({date}) की आपके लिए रोकी गई सीटें 24 घंटे में बुक नहीं हुईं, इसलिए वेटलिस्ट में अगले व्यक्ति को दे दी गई हैं।',
  'The departure of {trip} on {date} has been cancelled by the operator, so your place on its waitlist has ended. Other dates are open on the package page.':
    '{date} की {trip} यात्रा ऑपरेटर ने रद्द कर दी है, इसलिए उसकी वेटलिस्ट में आपकी जगह समाप्त हो गई है। पैकेज पेज पर दूसरी तारीखें खुली हैं।',
  'Your payment of {amount} for {trip} came after your seats were released and they are taken now: it is being refunded in full to where it came from.':
    '{trip} के लिए आपका {amount} का भुगतान आपकी सीटें छूटने के बाद आया, और अब वे सीटें भर चुकी हैं: पूरी राशि वहीं लौटाई जा रही है जहाँ से आई थी।',
  'Booking made for you by our office: {trip}.': 'हमारे ऑफिस ने आपके लिए बुकिंग की है: {trip}।',
  'Booking received: {trip}. Pay to confirm your seats: they are held for {minutes} minutes.':
    'बुकिंग मिल गई: {trip}। सीटें पक्की करने के लिए भुगतान करें: वे {minutes} मिनट के लिए रोकी गई हैं।',
  'Booking cancelled: {trip} ({date}). Refund {percent}%.': 'बुकिंग रद्द: {trip} ({date})। रिफ़ंड {percent}%।',
  'Payment not completed: your seats on {trip} ({date}) were released. Book again if you still want to go.': {
    one: 'भुगतान पूरा नहीं हुआ: {trip} ({date}) पर आपकी सीट छोड़ दी गई। अगर आप अब भी जाना चाहते हैं, तो फिर से बुक करें।',
    other:
      'भुगतान पूरा नहीं हुआ: {trip} ({date}) पर आपकी सीटें छोड़ दी गईं। अगर आप अब भी जाना चाहते हैं, तो फिर से बुक करें।',
  },
  'Payment received: {amount} for {trip}. Balance left: {balance}.':
    'भुगतान मिल गया: {trip} के लिए {amount}। बाकी राशि: {balance}।',
  'Payment received: {amount} for {trip}. Fully paid, thank you.':
    'भुगतान मिल गया: {trip} के लिए {amount}। पूरा भुगतान हो गया, धन्यवाद।',
  'Booking confirmed: {trip}. See you in the hills!': 'बुकिंग पक्की: {trip}। पहाड़ों में मिलते हैं!',
  'Booking cancelled by Trippy Himalaya: {trip}. Full refund of {amount} (money, not a voucher).':
    'ट्रिपी हिमालय ने बुकिंग रद्द की: {trip}। {amount} का पूरा रिफ़ंड (पैसे में, वाउचर नहीं)।',
  'Booking cancelled at your request: {trip}. Refund {percent}% = {amount}.':
    'आपके कहने पर बुकिंग रद्द: {trip}। रिफ़ंड {percent}% = {amount}।',
  'The new price is {amount} more.': 'नई कीमत {amount} ज़्यादा है।',
  'The new price is {amount} less: we will refund {owed} to you in money.':
    'नई कीमत {amount} कम है: हम आपको {owed} पैसे में लौटाएँगे।',
  'The new price is {amount} less.': 'नई कीमत {amount} कम है।',
  'The price is the same.': 'कीमत वही है।',
  'Batch changed: {trip} now departs {to} (was {from}). {difference}':
    'बैच बदला: {trip} अब {to} को रवाना होगी (पहले {from})। {difference}',
  'Departure cancelled by Trippy Himalaya: {trip} ({date}). {reason}. Full refund of {amount} in money, not a voucher.':
    'ट्रिपी हिमालय ने यात्रा रद्द की: {trip} ({date})। {reason}। {amount} का पूरा रिफ़ंड पैसे में, वाउचर नहीं।',
  'Balance reminder: {amount} for {trip} (departing {date}) is due by {due}. Pay it online from My Bookings.':
    "बाकी राशि की याद: {trip} ({date} को रवाना) के लिए {amount} {due} तक देय है। 'मेरी बुकिंग' से ऑनलाइन भुगतान करें।",
  'Balance reminder: {amount} for {trip} (departing {date}) is due. Pay it online from My Bookings.':
    "बाकी राशि की याद: {trip} ({date} को रवाना) के लिए {amount} देय है। 'मेरी बुकिंग' से ऑनलाइन भुगतान करें।",
  // Mails
  'Your booking is fully paid.': 'आपकी बुकिंग का पूरा भुगतान हो गया है।',
  'Balance left: {amount}, due by {date}.': 'बाकी राशि: {amount}, {date} तक देय।',
  'Balance left: {amount}.': 'बाकी राशि: {amount}।',
  'We received {amount} by {method} on {date} for your booking {reference}, {trip}.':
    'आपकी बुकिंग {reference}, {trip} के लिए हमें {date} को {method} से {amount} मिले।',
  'Payment received: {trip}': 'भुगतान मिल गया: {trip}',
  'Booking confirmed: {trip}': 'बुकिंग पक्की: {trip}',
  'Our team will call you before departure with the reporting time and place.':
    'रवाना होने से पहले हमारी टीम आपको पहुँचने का समय और जगह बताने के लिए फ़ोन करेगी।',
  'As we cancelled it, you get a full refund of everything you paid: {amount}, returned to you in money (not a voucher).':
    'बुकिंग हमने रद्द की है, इसलिए आपने जो कुछ भी दिया, उसका पूरा रिफ़ंड मिलेगा: {amount}, पैसे में (वाउचर नहीं)।',
  'Refund under our cancellation policy: {percent}% of the amount paid = {amount}.':
    'हमारी रद्दीकरण नीति के अनुसार रिफ़ंड: दी गई राशि का {percent}% = {amount}।',
  'We are sorry: we had to cancel your booking {reference} for {trip}.':
    'हमें खेद है: हमें {trip} की आपकी बुकिंग {reference} रद्द करनी पड़ी।',
  'As you asked, we have cancelled your booking {reference} for {trip}.':
    'आपके कहने पर हमने {trip} की आपकी बुकिंग {reference} रद्द कर दी है।',
  'Booking cancelled: {trip}': 'बुकिंग रद्द: {trip}',
  'Refunds are processed within 7-10 business days.': 'रिफ़ंड 7-10 कार्य दिवसों में दिया जाता है।',
  'Booking reference: {reference}.': 'बुकिंग संदर्भ: {reference}।',
  'Balance due by {date}: {trip}': 'बाकी राशि {date} तक देय: {trip}',
  'Balance due: {trip}': 'बाकी राशि देय: {trip}',
  'Pay it online (UPI, card or net banking) from My Bookings: {link}':
    "इसे 'मेरी बुकिंग' से ऑनलाइन (UPI, कार्ड या नेट बैंकिंग) दें: {link}",
  'Or reply to this mail or call us to pay.': 'या भुगतान के लिए इस मेल का जवाब दें या हमें फ़ोन करें।',
  'Balance: {amount} due by {date}.': 'बाकी राशि: {amount}, {date} तक देय।',
  'Balance: {amount} due now.': 'बाकी राशि: {amount}, अभी देय।',
  'Your booking {reference} for {trip} has moved to the batch of {start} to {end} (it was {was}).':
    '{trip} की आपकी बुकिंग {reference} अब {start} से {end} वाले बैच में है (पहले {was})।',
  'Total: {total}. Paid: {paid}.': 'कुल: {total}। भुगतान हुआ: {paid}।',
  'Batch changed: {trip}': 'बैच बदला: {trip}',
  'Departure cancelled: {trip} ({date})': 'यात्रा रद्द: {trip} ({date})',
  'You already have a Trippy Himalaya account': 'आपका ट्रिपी हिमालय खाता पहले से है',
  'Someone (hopefully you) tried to register with this email address, which already has an account.':
    'किसी ने (शायद आपने) इस ईमेल पते से रजिस्टर करने की कोशिश की, जिसका खाता पहले से है।',
  'Log in with your password, or ask for a login code on the login page.':
    'अपने पासवर्ड से लॉग इन करें, या लॉगिन पेज पर लॉगिन कोड माँगें।',
  'If it was not you, you can ignore this email: nothing has changed.':
    'अगर यह आप नहीं थे, तो इस ईमेल को अनदेखा करें: कुछ नहीं बदला है।',
  'We could not create your account: the mobile number you entered is already registered with another account, perhaps a family member’s. Each account needs its own mobile number, so no verification code was sent and there is nothing to enter.':
    'हम आपका खाता नहीं बना सके: आपका डाला मोबाइल नंबर पहले से किसी और खाते में दर्ज है, शायद परिवार के किसी सदस्य का। हर खाते का अपना मोबाइल नंबर होना चाहिए, इसलिए कोई सत्यापन कोड नहीं भेजा गया और कुछ डालना नहीं है।',
  'What you can do:': 'आप क्या कर सकते हैं:',
  '- If that account is yours, log in with the mobile number and its password, or ask for a login code on the login page (the code goes to that account’s email).':
    '- अगर वह खाता आपका है, तो मोबाइल नंबर और उसके पासवर्ड से लॉग इन करें, या लॉगिन पेज पर लॉगिन कोड माँगें (कोड उस खाते के ईमेल पर जाता है)।',
  '- If it is a family member’s, they can book seats for the whole family from their account, with each traveller’s name and ID.':
    '- अगर वह परिवार के किसी सदस्य का है, तो वे अपने खाते से हर यात्री के नाम और पहचान पत्र के साथ पूरे परिवार की सीटें बुक कर सकते हैं।',
  '- Or register again with your own mobile number.': '- या अपने मोबाइल नंबर से फिर से रजिस्टर करें।',
  'If you did not try to register, you can ignore this email: nothing has changed.':
    'अगर आपने रजिस्टर करने की कोशिश नहीं की, तो इस ईमेल को अनदेखा करें: कुछ नहीं बदला है।',
  'Your Trippy Himalaya registration could not be completed': 'आपका ट्रिपी हिमालय रजिस्ट्रेशन पूरा नहीं हो सका',
  'Seats held for you: {trip} ({date})': 'आपके लिए सीटें रोकी गईं: {trip} ({date})',
  'Book them here: {link}': 'यहाँ बुक करें: {link}',
  'If you do not book by then, the seats pass to the next person on the waitlist.':
    'अगर आप तब तक बुक नहीं करते, तो सीटें वेटलिस्ट में अगले व्यक्ति को मिल जाएँगी।',
  'Your booking {reference} for {trip} is confirmed for {count} travellers.': {
    one: '{trip} की आपकी बुकिंग {reference} {count} यात्री के लिए पक्की हो गई है।',
    other: '{trip} की आपकी बुकिंग {reference} {count} यात्रियों के लिए पक्की हो गई है।',
  },
  'Good news: {count} seats on {trip}, departing {date}, opened up and are held for you until {time} (24 hours).':
    {
      one: 'अच्छी खबर: {date} को रवाना होने वाली {trip} की {count} सीट खाली हुई है और आपके लिए {time} तक (24 घंटे) रोकी गई है।',
      other:
        'अच्छी खबर: {date} को रवाना होने वाली {trip} की {count} सीटें खाली हुई हैं और आपके लिए {time} तक (24 घंटे) रोकी गई हैं।',
    },
  // Error answers (to a request whose Accept-Language is Hindi)
  'Invalid email/phone or password': 'ईमेल/फ़ोन या पासवर्ड गलत है',
  'Please verify your email first: log in with a code sent to your email, or enter the code from your registration mail.':
    'पहले अपना ईमेल सत्यापित करें: अपने ईमेल पर भेजे गए कोड से लॉग इन करें, या रजिस्ट्रेशन मेल वाला कोड डालें।',
  'If an account exists, a login code has been sent to its email':
    'अगर खाता है, तो उसके ईमेल पर लॉगिन कोड भेज दिया गया है',
  'Invalid or expired code. Please check it or request a new one.':
    'कोड गलत है या उसकी अवधि खत्म हो गई है। कृपया जाँचें या नया कोड माँगें।',
  'Sorry, this batch is sold out': 'माफ़ कीजिए, इस बैच की सारी सीटें भर चुकी हैं',
  'This batch is closed for booking': 'यह बैच बुकिंग के लिए बंद है',
  'This offer has already been booked': 'यह ऑफ़र पहले ही बुक हो चुका है',
  'This offer is no longer open': 'यह ऑफ़र अब खुला नहीं है',
  'This booking is cancelled: nothing is left to pay': 'यह बुकिंग रद्द है: कुछ भी देना बाकी नहीं है',
  'This booking is fully paid': 'इस बुकिंग का पूरा भुगतान हो चुका है',
  'Package not found': 'पैकेज नहीं मिला',
  'This booking is already cancelled': 'यह बुकिंग पहले ही रद्द हो चुकी है',
  'This trip has already departed': 'यह यात्रा पहले ही रवाना हो चुकी है',
  'Booking not found': 'बुकिंग नहीं मिली',
  'Something went wrong. Please try again.': 'कुछ गलत हो गया। कृपया फिर से कोशिश करें।',
  'Too many requests. Please try again later.': 'बहुत ज़्यादा अनुरोध। कृपया थोड़ी देर बाद फिर कोशिश करें।',
};

export default API_HI;
