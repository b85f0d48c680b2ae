import type { Language } from './language.ts';
import type { NotificationKind } from './notifications.ts';

/**
 * What each notification says, in both languages, as i18next resources (`{{product}}` and the like are
 * its interpolations): the bell renders `title` and `body` with the web app's i18next, the server the
 * email (title as subject) and, for the kinds that have one, `sms` with its own. One source for both.
 *
 * `sms` fits one segment (server `render-texts.test.ts`): 160 characters, or 70 when it holds Bangla (UCS-2).
 */
export interface NotificationText {
  title: string;
  body: string;
  sms?: string;
}

type Texts = Record<NotificationKind, NotificationText>;

const en: Texts = {
  booking_made: {
    title: 'New booking: {{product}}',
    body: '{{name}} booked your {{product}}. Accept or decline within 48 hours, or the booking expires.',
    sms: 'PhoneHaat: new booking for {{product}}. Answer within 48 hours in My Bookings.',
  },
  booking_accepted: {
    title: 'Booking accepted: {{product}}',
    body: 'The seller accepted your booking of {{product}}. Pay to hold the phone for you.',
  },
  booking_declined: {
    title: 'Booking declined: {{product}}',
    body: 'The seller declined your booking of {{product}}. Other phones like it are waiting on PhoneHaat.',
  },
  booking_expired: {
    title: 'Booking expired: {{product}}',
    body: 'Your booking of {{product}} expired without an answer from the seller.',
  },
  booking_cancelled: {
    title: 'Booking cancelled: {{product}}',
    body: '{{name}} cancelled their booking of your {{product}}. It is on sale again.',
  },
  order_paid: {
    title: 'Paid, money held: {{product}}',
    body: '{{amount}} for {{product}} is held by PhoneHaat until the buyer has the phone. Meet or send it within 48 hours.',
    sms: 'PhoneHaat: {{amount}} for {{product}} is held until the hand-over. Meet or send it within 48 hours.',
  },
  cash_agreed: {
    title: 'Cash at the meet-up: {{product}}',
    body: 'Cash at the meet-up is agreed for {{product}}. The buyer pays the seller in hand.',
  },
  order_handed_over: {
    title: 'Handed over: {{product}}',
    body: 'The seller entered your hand-over code for {{product}}. Check the phone, then confirm or report a problem.',
    sms: 'PhoneHaat: hand-over of {{product}} done. Check it, then confirm or report a problem in My Orders.',
  },
  order_sent: {
    title: 'Sent by courier: {{product}}',
    body: 'The seller sent {{product}} by courier. Confirm when it arrives.',
    sms: 'PhoneHaat: {{product}} was sent by courier. Confirm in My Orders when it arrives.',
  },
  order_completed: {
    title: 'Deal complete: {{product}}',
    body: 'The buyer has {{product}} and the deal is complete. {{amount}} is in your balance.',
  },
  dispute_opened: {
    title: 'Problem reported: {{product}}',
    body: 'A problem was reported with {{product}}; the money stays held until PhoneHaat decides. The buyer wrote: “{{note}}”',
  },
  dispute_answered: {
    title: 'The seller answered: {{product}}',
    body: 'The seller answered the problem reported with {{product}}; PhoneHaat decides next and the money stays held. The seller wrote: “{{note}}”',
  },
  dispute_resolved: {
    title: 'Dispute decided: {{product}}',
    body: 'PhoneHaat decided the dispute about {{product}}: {{note}}.',
  },
  refund_made: {
    title: 'Refunded: {{product}}',
    body: '{{amount}} for {{product}} went back to the buyer.',
    sms: 'PhoneHaat: {{amount}} for {{product}} was refunded to the buyer.',
  },
  payout_requested: {
    title: 'Payout asked: {{amount}}',
    body: '{{name}} asked for a payout of {{amount}}.',
  },
  payout_paid: {
    title: 'Payout paid: {{amount}}',
    body: 'Your payout of {{amount}} was paid. Reference: {{note}}.',
    sms: 'PhoneHaat: your payout of {{amount}} was paid.',
  },
  listing_approved: {
    title: 'Listing live: {{product}}',
    body: 'Your listing of {{product}} was approved and is on sale.',
  },
  listing_rejected: {
    title: 'Listing not approved: {{product}}',
    body: 'Your listing of {{product}} was not approved: {{note}}',
  },
  report_outcome: {
    title: 'Your report was reviewed: {{product}}',
    body: 'PhoneHaat reviewed your report of {{product}}: {{note}}',
  },
  rating_received: {
    title: 'New rating: {{rating}} of 5',
    body: '{{name}} rated their deal for {{product}} {{rating}} of 5.',
  },
  handover_overdue: {
    title: 'Not handed over yet: {{product}}',
    body: '{{product}} was paid 48 hours ago and has not been handed over or sent. The seller has been reminded; your money stays held.',
    sms: 'PhoneHaat: {{product}} was paid 48 hours ago and is not handed over yet. Your money stays held.',
  },
  dispute_overdue: {
    title: 'Dispute unanswered for 72 hours: {{product}}',
    body: 'The seller has not answered the problem reported with {{product}} in 72 hours. The law asks us to act on every complaint within 72 hours: it needs a decision now.',
  },
  pickup_booked: {
    title: 'Courier pickup booked: {{product}}',
    body: 'The seller booked a courier to pick up {{product}} for you. Follow the parcel on your order page.',
  },
  parcel_delivered: {
    title: 'Delivered: {{product}}',
    body: 'The courier delivered {{product}}. Buyer: check it, then confirm or report a problem within 72 hours; the money stays held until then.',
    sms: 'PhoneHaat: {{product}} was delivered. Check it, then confirm or report a problem in My Orders within 72 hours.',
  },
  parcel_returned: {
    title: 'Parcel returned to the seller: {{product}}',
    body: 'The courier returned {{product}} to the seller. The buyer gets back everything paid, the delivery fee included.',
  },
  delivery_overdue: {
    title: 'Delivery late: {{product}}',
    body: '{{product}} has not been delivered within the days the law allows. PhoneHaat is following it up with the courier; the money stays held.',
  },
  message_received: {
    title: 'New message about {{product}}',
    body: '{{name}} wrote to you about {{product}}. Answer in Messages.',
  },
  offer_received: {
    title: 'Offer: {{amount}} for {{product}}',
    body: '{{name}} offers {{amount}} for your {{product}}. Accept, counter or decline within 48 hours.',
  },
  offer_countered: {
    title: 'Counter-offer: {{amount}} for {{product}}',
    body: 'The seller of {{product}} answers your offer with {{amount}}. Accept or decline within 48 hours.',
  },
  offer_accepted: {
    title: 'Offer accepted: {{product}} for {{amount}}',
    body: 'The offer of {{amount}} for {{product}} was accepted and is now a booking at that price.',
  },
  offer_declined: {
    title: 'Offer declined: {{product}}',
    body: 'The offer of {{amount}} for {{product}} was declined.',
  },
  offer_expired: {
    title: 'Offer expired: {{product}}',
    body: 'The offer of {{amount}} for {{product}} expired after 48 hours without an answer.',
  },
  watched_price_drop: {
    title: 'Price drop: {{product}} now {{amount}}',
    body: '{{product}}, on your watchlist, now costs {{amount}}.',
  },
  watched_sold: {
    title: 'Sold: {{product}}',
    body: '{{product}}, on your watchlist, has been sold. Similar phones are on PhoneHaat.',
  },
  saved_search_digest: {
    title: 'New phones for your saved search: {{howMany}}',
    body: 'New listings match your saved search “{{search}}”.',
  },
};

const bn: Texts = {
  booking_made: {
    title: 'নতুন বুকিং: {{product}}',
    body: '{{name}} আপনার {{product}} বুক করেছেন। ৪৮ ঘণ্টার মধ্যে গ্রহণ বা বাতিল করুন, নইলে বুকিংটি বাতিল হয়ে যাবে।',
    sms: '{{product}} বুক হয়েছে। ৪৮ ঘণ্টায় উত্তর দিন।',
  },
  booking_accepted: {
    title: 'বুকিং গৃহীত: {{product}}',
    body: 'বিক্রেতা আপনার {{product}} বুকিং গ্রহণ করেছেন। ফোনটি আপনার জন্য রাখতে পেমেন্ট করুন।',
  },
  booking_declined: {
    title: 'বুকিং নাকচ: {{product}}',
    body: 'বিক্রেতা আপনার {{product}} বুকিং নাকচ করেছেন। PhoneHaat-এ এমন আরও ফোন আছে।',
  },
  booking_expired: {
    title: 'বুকিংয়ের মেয়াদ শেষ: {{product}}',
    body: 'বিক্রেতার উত্তর না পাওয়ায় আপনার {{product}} বুকিংয়ের মেয়াদ শেষ হয়েছে।',
  },
  booking_cancelled: {
    title: 'বুকিং বাতিল: {{product}}',
    body: '{{name}} আপনার {{product}} বুকিং বাতিল করেছেন। ফোনটি আবার বিক্রির জন্য আছে।',
  },
  order_paid: {
    title: 'পেমেন্ট হয়েছে, টাকা জমা: {{product}}',
    body: '{{product}}-এর {{amount}} ফোন হাতে না পাওয়া পর্যন্ত PhoneHaat-এর কাছে জমা থাকবে। ৪৮ ঘণ্টার মধ্যে দেখা করুন বা পাঠান।',
    sms: '{{product}}-এর টাকা জমা আছে। ৪৮ ঘণ্টায় হস্তান্তর করুন।',
  },
  cash_agreed: {
    title: 'দেখা করে নগদ: {{product}}',
    body: '{{product}}-এর জন্য দেখা করে নগদ পরিশোধে সম্মতি হয়েছে। ক্রেতা হাতে হাতে বিক্রেতাকে টাকা দেবেন।',
  },
  order_handed_over: {
    title: 'হস্তান্তর হয়েছে: {{product}}',
    body: 'বিক্রেতা {{product}}-এর হস্তান্তর কোড দিয়েছেন। ফোনটি দেখে নিশ্চিত করুন বা সমস্যা জানান।',
    sms: '{{product}} হস্তান্তর হয়েছে। দেখে নিশ্চিত করুন।',
  },
  order_sent: {
    title: 'কুরিয়ারে পাঠানো হয়েছে: {{product}}',
    body: 'বিক্রেতা {{product}} কুরিয়ারে পাঠিয়েছেন। হাতে পেলে নিশ্চিত করুন।',
    sms: '{{product}} কুরিয়ারে পাঠানো হয়েছে।',
  },
  order_completed: {
    title: 'লেনদেন সম্পন্ন: {{product}}',
    body: 'ক্রেতা {{product}} পেয়েছেন, লেনদেন সম্পন্ন। {{amount}} আপনার ব্যালান্সে যোগ হয়েছে।',
  },
  dispute_opened: {
    title: 'সমস্যা জানানো হয়েছে: {{product}}',
    body: '{{product}} নিয়ে একটি সমস্যা জানানো হয়েছে; PhoneHaat সিদ্ধান্ত না নেওয়া পর্যন্ত টাকা জমা থাকবে। ক্রেতা লিখেছেন: “{{note}}”',
  },
  dispute_answered: {
    title: 'বিক্রেতা উত্তর দিয়েছেন: {{product}}',
    body: '{{product}} নিয়ে জানানো সমস্যার উত্তর দিয়েছেন বিক্রেতা; এরপর PhoneHaat সিদ্ধান্ত নেবে, টাকা জমা থাকবে। বিক্রেতা লিখেছেন: “{{note}}”',
  },
  dispute_resolved: {
    title: 'বিরোধের সিদ্ধান্ত: {{product}}',
    body: '{{product}} নিয়ে বিরোধে PhoneHaat-এর সিদ্ধান্ত: {{note}}।',
  },
  refund_made: {
    title: 'টাকা ফেরত: {{product}}',
    body: '{{product}}-এর {{amount}} ক্রেতাকে ফেরত দেওয়া হয়েছে।',
    sms: '{{product}}-এর টাকা ক্রেতাকে ফেরত দেওয়া হয়েছে।',
  },
  payout_requested: {
    title: 'পেআউটের অনুরোধ: {{amount}}',
    body: '{{name}} {{amount}} পেআউটের অনুরোধ করেছেন।',
  },
  payout_paid: {
    title: 'পেআউট দেওয়া হয়েছে: {{amount}}',
    body: 'আপনার {{amount}} পেআউট দেওয়া হয়েছে। রেফারেন্স: {{note}}।',
    sms: 'আপনার {{amount}} পেআউট দেওয়া হয়েছে।',
  },
  listing_approved: {
    title: 'বিজ্ঞাপন চালু: {{product}}',
    body: 'আপনার {{product}} বিজ্ঞাপন অনুমোদিত হয়েছে এবং বিক্রির জন্য দেখা যাচ্ছে।',
  },
  listing_rejected: {
    title: 'বিজ্ঞাপন অনুমোদিত হয়নি: {{product}}',
    body: 'আপনার {{product}} বিজ্ঞাপন অনুমোদিত হয়নি: {{note}}',
  },
  report_outcome: {
    title: 'আপনার রিপোর্ট দেখা হয়েছে: {{product}}',
    body: 'PhoneHaat আপনার {{product}} রিপোর্ট দেখেছে: {{note}}',
  },
  rating_received: {
    title: 'নতুন রেটিং: ৫-এ {{rating}}',
    body: '{{name}} {{product}}-এর লেনদেনে আপনাকে ৫-এ {{rating}} দিয়েছেন।',
  },
  handover_overdue: {
    title: 'এখনও হস্তান্তর হয়নি: {{product}}',
    body: '{{product}}-এর পেমেন্টের ৪৮ ঘণ্টা পেরিয়েছে, কিন্তু ফোনটি হস্তান্তর বা পাঠানো হয়নি। বিক্রেতাকে মনে করিয়ে দেওয়া হয়েছে; আপনার টাকা জমা আছে।',
    sms: '{{product}} ৪৮ ঘণ্টায় হস্তান্তর হয়নি। টাকা জমা আছে।',
  },
  dispute_overdue: {
    title: '৭২ ঘণ্টায় উত্তর নেই: {{product}}',
    body: '{{product}} নিয়ে জানানো সমস্যার উত্তর বিক্রেতা ৭২ ঘণ্টায় দেননি। আইন অনুযায়ী প্রতিটি অভিযোগে ৭২ ঘণ্টার মধ্যে ব্যবস্থা নিতে হয়: এখনই সিদ্ধান্ত প্রয়োজন।',
  },
  pickup_booked: {
    title: 'কুরিয়ার পিকআপ বুক হয়েছে: {{product}}',
    body: 'বিক্রেতা আপনার জন্য {{product}} নিতে কুরিয়ার বুক করেছেন। অর্ডারের পাতায় পার্সেলটি দেখুন।',
  },
  parcel_delivered: {
    title: 'ডেলিভারি হয়েছে: {{product}}',
    body: 'কুরিয়ার {{product}} পৌঁছে দিয়েছে। ক্রেতা: দেখে নিয়ে ৭২ ঘণ্টার মধ্যে নিশ্চিত করুন বা সমস্যা জানান; ততক্ষণ টাকা জমা থাকবে।',
    sms: '{{product}} ডেলিভারি হয়েছে। ৭২ ঘণ্টায় নিশ্চিত করুন।',
  },
  parcel_returned: {
    title: 'পার্সেল বিক্রেতার কাছে ফেরত: {{product}}',
    body: 'কুরিয়ার {{product}} বিক্রেতার কাছে ফেরত দিয়েছে। ক্রেতা ডেলিভারি চার্জসহ পুরো টাকা ফেরত পাবেন।',
  },
  delivery_overdue: {
    title: 'ডেলিভারিতে দেরি: {{product}}',
    body: 'আইনে দেওয়া সময়ের মধ্যে {{product}} ডেলিভারি হয়নি। PhoneHaat কুরিয়ারের সাথে যোগাযোগ করছে; টাকা জমা আছে।',
  },
  message_received: {
    title: '{{product}} নিয়ে নতুন বার্তা',
    body: '{{name}} আপনাকে {{product}} নিয়ে লিখেছেন। বার্তায় উত্তর দিন।',
  },
  offer_received: {
    title: 'অফার: {{product}}-এর জন্য {{amount}}',
    body: '{{name}} আপনার {{product}}-এর জন্য {{amount}} অফার করেছেন। ৪৮ ঘণ্টার মধ্যে গ্রহণ, পাল্টা অফার বা প্রত্যাখ্যান করুন।',
  },
  offer_countered: {
    title: 'পাল্টা অফার: {{product}}-এর জন্য {{amount}}',
    body: '{{product}}-এর বিক্রেতা আপনার অফারের উত্তরে {{amount}} চেয়েছেন। ৪৮ ঘণ্টার মধ্যে গ্রহণ বা প্রত্যাখ্যান করুন।',
  },
  offer_accepted: {
    title: 'অফার গৃহীত: {{product}}, {{amount}}',
    body: '{{product}}-এর জন্য {{amount}}-এর অফার গৃহীত হয়েছে; এই দামে বুকিং হয়ে গেছে।',
  },
  offer_declined: {
    title: 'অফার প্রত্যাখ্যাত: {{product}}',
    body: '{{product}}-এর জন্য {{amount}}-এর অফার প্রত্যাখ্যাত হয়েছে।',
  },
  offer_expired: {
    title: 'অফারের মেয়াদ শেষ: {{product}}',
    body: '{{product}}-এর জন্য {{amount}}-এর অফারের কোনো উত্তর ৪৮ ঘণ্টায় আসেনি।',
  },
  watched_price_drop: {
    title: 'দাম কমেছে: {{product}} এখন {{amount}}',
    body: 'আপনার পছন্দের তালিকার {{product}}-এর দাম এখন {{amount}}।',
  },
  watched_sold: {
    title: 'বিক্রি হয়ে গেছে: {{product}}',
    body: 'আপনার পছন্দের তালিকার {{product}} বিক্রি হয়ে গেছে। একই রকম ফোন PhoneHaat-এ আছে।',
  },
  saved_search_digest: {
    title: 'আপনার সংরক্ষিত খোঁজে {{howMany}}টি নতুন ফোন',
    body: 'আপনার সংরক্ষিত খোঁজ “{{search}}”-এর সঙ্গে মেলে এমন নতুন বিজ্ঞাপন এসেছে।',
  },
};

export const notificationTexts: Record<Language, Texts> = { en, bn };

/** The longest phone name an SMS quotes; the rest is cut with an ellipsis. */
export const SMS_PRODUCT_CHARS = 24;
/**
 * What an SMS says instead of the phone's name when the name would take it past one segment (a Bangla
 * name in an English text makes the whole text UCS-2, 70 characters). SMS texts quote nothing else a
 * person typed.
 */
export const smsProductFallback: Record<Language, string> = { en: 'your phone', bn: 'ফোনটি' };

/** The words around a notification's email: its button, why it came, how to stop it. */
export const notificationEmailTexts: Record<Language, { open: string; footer: string; unsubscribe: string }> = {
  en: {
    open: 'Open in PhoneHaat',
    footer: 'You get this email because you have a PhoneHaat account. Choose what we send you in your notification settings.',
    unsubscribe: 'Stop emails like this',
  },
  bn: {
    open: 'PhoneHaat-এ দেখুন',
    footer: 'আপনার PhoneHaat অ্যাকাউন্ট আছে বলে এই ইমেইল পাচ্ছেন। কী পাঠানো হবে তা নোটিফিকেশন সেটিংসে বেছে নিন।',
    unsubscribe: 'এমন ইমেইল বন্ধ করুন',
  },
};
