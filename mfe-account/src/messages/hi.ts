import type { HindiMessages } from '@trippy/i18n';

/** The customer screens' words in Hindi (login, signup, set password, profile, notifications), keyed by the English text. */
const hi: HindiMessages = {
  // Login
  Login: 'लॉगिन',
  'Log in': 'लॉगिन करें',
  'Welcome back. Log in to book and manage your trips.':
    'फिर से स्वागत है। अपनी यात्राएँ बुक करने और देखने के लिए लॉगिन करें।',
  'How to log in': 'लॉगिन का तरीका',
  Password: 'पासवर्ड',
  'One-time code': 'ओटीपी कोड',
  'New here?': 'पहली बार आए हैं?',
  'Create an account': 'खाता बनाएँ',
  'Email or phone': 'ईमेल या फ़ोन',
  'Enter your email or phone': 'अपना ईमेल या फ़ोन नंबर डालें',
  'Enter a valid email or 10-digit mobile number': 'सही ईमेल या 10 अंकों का मोबाइल नंबर डालें',
  'Enter your password': 'अपना पासवर्ड डालें',
  'Log in with a code instead': 'इसके बजाय कोड से लॉगिन करें',
  'Logging in...': 'लॉगिन हो रहा है...',
  'Login code': 'लॉगिन कोड',
  'Login with code': 'कोड से लॉगिन करें',
  'Send code': 'कोड भेजें',
  'Sending...': 'भेजा जा रहा है...',
  'If an account exists for {identifier}, a 6-digit login code is on its way to its email.':
    'अगर {identifier} का खाता है, तो उसके ईमेल पर 6 अंकों का लॉगिन कोड भेजा जा रहा है।',
  '← Use another email or phone': '← दूसरा ईमेल या फ़ोन डालें',
  'Could not send the code. Please try again.': 'कोड नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  'Login failed. Please try again.': 'लॉगिन नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Invalid email/phone or password': 'ईमेल/फ़ोन या पासवर्ड गलत है',
  'Too many attempts. Please wait a minute and try again.':
    'बहुत बार कोशिश हो गई। कृपया एक मिनट रुककर फिर से कोशिश करें।',
  'Please verify your email first: log in with a code sent to your email, or enter the code from your registration mail.':
    'पहले अपने ईमेल की पुष्टि करें: अपने ईमेल पर भेजे गए कोड से लॉगिन करें, या रजिस्ट्रेशन वाले ईमेल का कोड डालें।',
  'Could not reach the server. Check your connection and try again.':
    'सर्वर से संपर्क नहीं हो सका। अपना इंटरनेट देखें और फिर से कोशिश करें।',
  'Server is taking longer than expected. Please try again.':
    'सर्वर जवाब देने में ज़्यादा समय ले रहा है। कृपया फिर से कोशिश करें।',

  // Codes
  '6-digit code': '6 अंकों का कोड',
  'Enter the 6-digit code from the email': 'ईमेल में आया 6 अंकों का कोड डालें',
  'Resend code': 'कोड फिर से भेजें',
  'Resend code in {count}s': '{count} सेकंड बाद कोड फिर से भेजें',
  'Could not send a new code. Please try again.': 'नया कोड नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',

  // Signup
  'Create your account': 'अपना खाता बनाएँ',
  'Register to book seats and follow your trips.':
    'सीट बुक करने और अपनी यात्राओं की जानकारी पाने के लिए रजिस्टर करें।',
  'Already registered?': 'पहले से रजिस्टर हैं?',
  'First name': 'पहला नाम',
  'Last name': 'उपनाम',
  'Enter your first name': 'अपना पहला नाम डालें',
  'Enter your last name': 'अपना उपनाम डालें',
  Email: 'ईमेल',
  'Enter a valid email address': 'सही ईमेल पता डालें',
  'Enter a 10-digit mobile number': '10 अंकों का मोबाइल नंबर डालें',
  'At least 8 characters.': 'कम से कम 8 अक्षर।',
  'Use at least 8 characters': 'कम से कम 8 अक्षर रखें',
  Register: 'रजिस्टर करें',
  'Creating account...': 'खाता बन रहा है...',
  'Registration failed.': 'रजिस्ट्रेशन नहीं हो सका।',
  'Registration failed. Please try again.': 'रजिस्ट्रेशन नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Too many attempts. Please wait a minute.': 'बहुत बार कोशिश हो गई। कृपया एक मिनट रुकें।',
  'Verify your email': 'अपने ईमेल की पुष्टि करें',
  'Enter the code we emailed you to finish registering.': 'रजिस्ट्रेशन पूरा करने के लिए हमारे ईमेल में आया कोड डालें।',
  'We have emailed {email}. Enter the 6-digit code from that email: it is valid for 10 minutes. If this email or mobile number already has an account, the email has no code and tells you what to do instead.':
    'हमने {email} पर ईमेल भेजा है। उस ईमेल में आया 6 अंकों का कोड डालें: यह 10 मिनट तक चलेगा। अगर इस ईमेल या मोबाइल नंबर से पहले से खाता है, तो ईमेल में कोड नहीं होगा, उसमें लिखा होगा कि आगे क्या करना है।',
  'If this registration is waiting for a code, a new one has been sent to {email}.':
    'अगर यह रजिस्ट्रेशन कोड का इंतज़ार कर रहा है, तो {email} पर नया कोड भेज दिया गया है।',
  'Verification code': 'पुष्टि कोड',
  Verify: 'पुष्टि करें',
  'Verifying...': 'जाँच हो रही है...',
  'Could not verify the code. Please try again.': 'कोड की जाँच नहीं हो सकी। कृपया फिर से कोशिश करें।',
  '← Change my details': '← मेरी जानकारी बदलें',
  'Registration successful! You are now logged in.': 'रजिस्ट्रेशन हो गया! अब आप लॉगिन हैं।',

  // Set password
  'This link is not complete': 'यह लिंक पूरा नहीं है',
  'Open the link from our mail again (the whole of it), or log in with a code sent to your email.':
    'हमारे ईमेल वाला लिंक फिर से खोलें (पूरा लिंक), या अपने ईमेल पर भेजे गए कोड से लॉगिन करें।',
  'Choose your password': 'अपना पासवर्ड चुनें',
  'Our office opened an account for you with your booking. Choose a password to see your booking, pay online and get our messages.':
    'आपकी बुकिंग के साथ हमारे ऑफ़िस ने आपका खाता खोला है। अपनी बुकिंग देखने, ऑनलाइन भुगतान करने और हमारे संदेश पाने के लिए पासवर्ड चुनें।',
  'New password': 'नया पासवर्ड',
  'Repeat the password': 'पासवर्ड दोबारा डालें',
  'Use at least {count} characters': 'कम से कम {count} अक्षर रखें',
  'The passwords do not match': 'दोनों पासवर्ड एक जैसे नहीं हैं',
  'Save password': 'पासवर्ड सेव करें',
  'The password could not be saved. Please try again.': 'पासवर्ड सेव नहीं हो सका। कृपया फिर से कोशिश करें।',

  // Profile
  'Please login to view your profile': 'अपनी प्रोफ़ाइल देखने के लिए कृपया लॉगिन करें',
  'Loading your profile': 'आपकी प्रोफ़ाइल लोड हो रही है',
  'Your profile': 'आपकी प्रोफ़ाइल',
  '✓ Profile complete': '✓ प्रोफ़ाइल पूरी है',
  'Profile incomplete: add your address to book faster': 'प्रोफ़ाइल अधूरी है: जल्दी बुकिंग के लिए अपना पता जोड़ें',
  'Complete your profile to book {name}: save your name, phone and address and you will return to your booking.':
    '{name} बुक करने के लिए अपनी प्रोफ़ाइल पूरी करें: अपना नाम, फ़ोन और पता सेव करें, फिर आप अपनी बुकिंग पर वापस पहुँच जाएँगे।',
  'Back to {name}': '{name} पर वापस जाएँ',
  'Profile details': 'प्रोफ़ाइल की जानकारी',
  'My Bookings': 'मेरी बुकिंग',
  'Your bookings': 'आपकी बुकिंग',
  Address: 'पता',
  'House, street, city, PIN': 'मकान, गली, शहर, पिन कोड',
  'Enter your address': 'अपना पता डालें',
  'Keep the address under 300 characters': 'पता 300 अक्षरों से छोटा रखें',
  'Save profile': 'प्रोफ़ाइल सेव करें',
  'Saving...': 'सेव हो रहा है...',
  'Profile updated successfully': 'प्रोफ़ाइल अपडेट हो गई',
  'Failed to update profile': 'प्रोफ़ाइल अपडेट नहीं हो सकी',
  'Failed to update profile. Please try again.': 'प्रोफ़ाइल अपडेट नहीं हो सकी। कृपया फिर से कोशिश करें।',
  'Session expired. Please login again.': 'आपका लॉगिन खत्म हो गया है। कृपया फिर से लॉगिन करें।',
  'Profile updated successfully. We have sent a code to {email}: enter it to confirm your new email.':
    'प्रोफ़ाइल अपडेट हो गई। हमने {email} पर एक कोड भेजा है: नए ईमेल की पुष्टि के लिए वह कोड डालें।',
  'Confirm your new email': 'अपने नए ईमेल की पुष्टि करें',
  'Enter the code sent to {email}': '{email} पर भेजा गया कोड डालें',
  'A new code has been sent to {email}.': '{email} पर नया कोड भेज दिया गया है।',
  Confirm: 'पुष्टि करें',
  'Confirming...': 'पुष्टि हो रही है...',
  'Could not confirm the code. Please try again.': 'कोड की पुष्टि नहीं हो सकी। कृपया फिर से कोशिश करें।',
  'Your new email is confirmed': 'आपके नए ईमेल की पुष्टि हो गई',

  // Notifications (their own text comes from the server)
  Notifications: 'सूचनाएँ',
  'Notifications, {count} unread': 'सूचनाएँ, {count} बिना पढ़ी',
  'Mark all as read': 'सभी को पढ़ा हुआ करें',
  'Loading...': 'लोड हो रहा है...',
  'No notifications yet.': 'अभी कोई सूचना नहीं है।',
  'You have a new notification!': 'आपके लिए एक नई सूचना है!',
};

export default hi;
