import type { Language } from '@phonehaat/contract';

export const SITE_NAME = 'PhoneHaat';

/** What a product's texts are made from, already written in the page's language (price, years). */
export interface ProductWords {
  name: string;
  price: string;
  years: string;
  location: string;
}

/** What a seller page's description is made from, already in the page's language; `rating` is absent before the first. */
export interface SellerWords {
  name: string;
  sales: string;
  listings: string;
  rating?: { average: string; count: string } | undefined;
}

/** `1 phone`, `2 phones`: English counts (written with Latin digits). */
const plural = (count: string, noun: string) => `${count} ${noun}${count === '1' ? '' : 's'}`;

/** The texts of one language for every page the server writes a head for. */
export interface HeadTexts {
  homeTitle: string;
  siteDescription: string;
  productsTitle: string;
  productsDescription: string;
  categoryTitle: (brand: string) => string;
  categoryDescription: (brand: string) => string;
  productTitle: (product: ProductWords) => string;
  productDescription: (product: ProductWords) => string;
  soldPrefix: string;
  productImageAlt: (name: string) => string;
  blogTitle: string;
  sellerTitle: (name: string) => string;
  sellerDescription: (seller: SellerWords) => string;
  notFoundTitle: string;
  /** Open Graph's locale of the language (language_TERRITORY). */
  ogLocale: string;
}

/**
 * The server's head texts, English and Bangla. The web app words its own pages from its catalogues;
 * these are what a crawler or a link preview reads before any script runs.
 */
export const headTexts: Record<Language, HeadTexts> = {
  en: {
    homeTitle: `${SITE_NAME} — used phones, best offers`,
    siteDescription: `${SITE_NAME}: buy and sell used mobile phones in Bangladesh. Verified sellers, prices in TK, safe card payment.`,
    productsTitle: `All Products — ${SITE_NAME}`,
    productsDescription: 'Used mobile phones for sale across Bangladesh, newest first, with prices in TK and verified sellers.',
    categoryTitle: (brand) => `Used ${brand} phones — ${SITE_NAME}`,
    categoryDescription: (brand) => `Used ${brand} phones for sale in Bangladesh on ${SITE_NAME}, with prices in TK.`,
    productTitle: ({ name, price }) => `${name} — ${price} | ${SITE_NAME}`,
    productDescription: ({ name, price, years, location }) => `${name} for ${price} in ${location}, used ${years} years.`,
    soldPrefix: 'Sold: ',
    productImageAlt: (name) => `Photo of ${name}`,
    blogTitle: `My Blog — ${SITE_NAME}`,
    sellerTitle: (name) => `${name}, seller on ${SITE_NAME}`,
    sellerDescription: ({ name, sales, listings, rating }) =>
      `${name} sells used phones on ${SITE_NAME}: ${plural(sales, 'completed sale')}, ${plural(listings, 'phone')} for sale now` +
      (rating ? `, rated ${rating.average} out of 5 by ${plural(rating.count, 'buyer')}.` : '.'),
    notFoundTitle: `Page not found — ${SITE_NAME}`,
    ogLocale: 'en_US',
  },
  bn: {
    homeTitle: `${SITE_NAME} — পুরনো ফোন, সেরা অফার`,
    siteDescription: `${SITE_NAME}: বাংলাদেশে পুরনো মোবাইল ফোন কিনুন ও বেচুন। যাচাই করা বিক্রেতা, টাকায় দাম, নিরাপদ কার্ড পেমেন্ট।`,
    productsTitle: `সব পণ্য — ${SITE_NAME}`,
    productsDescription: 'সারা বাংলাদেশে বিক্রির জন্য পুরনো মোবাইল ফোন — নতুনগুলো আগে, টাকায় দাম, যাচাই করা বিক্রেতা।',
    categoryTitle: (brand) => `পুরনো ${brand} ফোন — ${SITE_NAME}`,
    categoryDescription: (brand) => `${SITE_NAME}-এ বাংলাদেশে বিক্রির জন্য পুরনো ${brand} ফোন, দাম টাকায়।`,
    productTitle: ({ name, price }) => `${name} — ${price} | ${SITE_NAME}`,
    productDescription: ({ name, price, years, location }) => `${name}, ${years} বছর ব্যবহৃত, দাম ${price}, ${location}।`,
    soldPrefix: 'বিক্রি হয়ে গেছে: ',
    productImageAlt: (name) => `${name}-এর ছবি`,
    blogTitle: `আমার ব্লগ — ${SITE_NAME}`,
    sellerTitle: (name) => `${name}, ${SITE_NAME}-এর বিক্রেতা`,
    sellerDescription: ({ name, sales, listings, rating }) =>
      `${SITE_NAME}-এ ${name}-এর পুরনো ফোন: ${sales}টি সম্পন্ন বিক্রি, এখন ${listings}টি ফোন বিক্রির জন্য আছে` +
      (rating ? `, ${rating.count} জন ক্রেতার রেটিংয়ে ৫-এর মধ্যে ${rating.average}।` : '।'),
    notFoundTitle: `পাতাটি পাওয়া যায়নি — ${SITE_NAME}`,
    ogLocale: 'bn_BD',
  },
};
