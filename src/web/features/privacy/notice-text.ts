/** The full privacy notice's words in English and Hindi (DPDP Act 2023, section 5; Rules 2025, rule 3). */
export interface NoticeText {
  title: string;
  intro: string;
  sections: { heading: string; items: string[] }[];
  officer: string;
  board: string;
}

export const NOTICE_TEXT: Record<'en' | 'hi', NoticeText> = {
  en: {
    title: 'Privacy notice',
    intro:
      'Oversized takes only the personal data it needs. This notice says what we take, why, how long we keep it, and how you use your rights under the Digital Personal Data Protection Act, 2023.',
    sections: [
      {
        heading: 'What we take and why',
        items: [
          'Your name, email and mobile number: to run your account and sign you in.',
          'Your delivery address and number: to deliver your orders and issue tax invoices.',
          'Your orders, returns and reviews: to serve you and keep our accounts.',
          'With your consent only: order updates on WhatsApp, reminders about a cart you left, offers. Each is off until you turn it on.',
          'We use no advertising cookies; our own visit counts hold no personal data.',
        ],
      },
      {
        heading: 'Your choices and rights',
        items: [
          'Withdraw any consent in one click in your profile, by replying STOP to a WhatsApp or SMS message, or with the link in any offer mail.',
          'Download your data, correct it, or erase your account from your profile. An erasure waits until an open order is delivered, returned or cancelled.',
          'Tax invoices and credit notes are kept for the period GST law sets (72 months after the year’s annual return is due), then erased.',
          'An account unused for 3 years is erased after a 48-hour notice.',
          'We serve adults: you confirm being 18 or older when you sign up.',
        ],
      },
    ],
    officer: 'Grievance Officer',
    board: 'If our answer does not satisfy you, you may complain to the Data Protection Board of India.',
  },
  hi: {
    title: 'गोपनीयता सूचना',
    intro:
      'Oversized केवल वही व्यक्तिगत डेटा लेता है जिसकी उसे ज़रूरत है। यह सूचना बताती है कि हम क्या लेते हैं, क्यों, कितने समय तक रखते हैं, और डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के तहत आप अपने अधिकारों का उपयोग कैसे करें।',
    sections: [
      {
        heading: 'हम क्या लेते हैं और क्यों',
        items: [
          'आपका नाम, ईमेल और मोबाइल नंबर: आपका खाता चलाने और आपको साइन इन करने के लिए।',
          'आपका डिलीवरी पता और नंबर: आपके ऑर्डर पहुँचाने और टैक्स इनवॉइस जारी करने के लिए।',
          'आपके ऑर्डर, रिटर्न और समीक्षाएँ: आपकी सेवा और हमारे हिसाब-किताब के लिए।',
          'केवल आपकी सहमति से: WhatsApp पर ऑर्डर अपडेट, छोड़े गए कार्ट की याद, ऑफ़र। हर एक तब तक बंद है जब तक आप उसे चालू न करें।',
          'हम विज्ञापन कुकीज़ का उपयोग नहीं करते; हमारी अपनी विज़िट गिनती में कोई व्यक्तिगत डेटा नहीं होता।',
        ],
      },
      {
        heading: 'आपके विकल्प और अधिकार',
        items: [
          'कोई भी सहमति अपनी प्रोफ़ाइल में एक क्लिक से, WhatsApp या SMS पर STOP लिखकर, या किसी भी ऑफ़र ईमेल के लिंक से वापस लें।',
          'अपनी प्रोफ़ाइल से अपना डेटा डाउनलोड करें, सुधारें या खाता मिटाएँ। खुला ऑर्डर होने पर मिटाना उसके डिलीवर, वापस या रद्द होने तक रुकता है।',
          'टैक्स इनवॉइस और क्रेडिट नोट GST कानून की तय अवधि (वार्षिक रिटर्न की नियत तिथि से 72 महीने) तक रखे जाते हैं, फिर मिटा दिए जाते हैं।',
          '3 साल तक उपयोग न हुआ खाता 48 घंटे की सूचना के बाद मिटा दिया जाता है।',
          'हम वयस्कों की सेवा करते हैं: साइन अप करते समय आप 18 वर्ष या उससे अधिक होने की पुष्टि करते हैं।',
        ],
      },
    ],
    officer: 'शिकायत अधिकारी',
    board: 'यदि हमारे उत्तर से आप संतुष्ट नहीं हैं, तो आप भारत के डेटा संरक्षण बोर्ड से शिकायत कर सकते हैं।',
  },
};
