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
};

export default API_HI;
