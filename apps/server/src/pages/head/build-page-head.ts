import { helpPages, socialProfiles, type Language, type Product, type SellerProfile } from '@phonehaat/contract';
import { formatCount, formatRating, formatTk } from './format-price.ts';
import { headTexts, SITE_NAME } from './head-texts.ts';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImagePath } from '../../services/og-image/og-image-path.ts';
import type { PageHead } from './page-head.ts';
import type { PageRoute } from '../page-route.ts';
import { pageUrl } from '../../lib/page-urls.ts';

/** Where a head's facts come from (the catalogue's read path); undefined for what does not exist or is not shown. */
export interface HeadSources {
  product(id: string): Promise<Product | undefined>;
  brandName(id: string): Promise<string | undefined>;
  /** A seller's public profile (issue 24). */
  seller(id: string): Promise<SellerProfile | undefined>;
}

/** A page's head, and the product it shows when it shows one (the page's preloads use it too). */
export interface BuiltHead {
  head: PageHead;
  product?: Product;
}

const DESCRIPTION_LIMIT = 200;
const shorten = (text: string) =>
  text.length <= DESCRIPTION_LIMIT ? text : `${text.slice(0, DESCRIPTION_LIMIT - 1).trimEnd()}…`;

/** The head of a page in a language; `origin` makes the absolute URLs. */
export async function buildPageHead(
  route: PageRoute,
  language: Language,
  origin: string,
  sources: HeadSources,
): Promise<BuiltHead> {
  const texts = headTexts[language];
  const site = { language, description: texts.siteDescription, ogType: 'website' as const, jsonLd: [] };
  switch (route.kind) {
    case 'home':
      return { head: { ...site, title: texts.homeTitle, path: '/', jsonLd: homeJsonLd(origin, language) } };
    case 'products':
      return { head: { ...site, title: texts.productsTitle, description: texts.productsDescription, path: '/products' } };
    case 'blog':
      return { head: { ...site, title: texts.blogTitle, path: '/blog' } };
    case 'help': {
      const { title, description } = texts.help[route.page];
      return { head: { ...site, title: `${title} — ${SITE_NAME}`, description, path: helpPages[route.page] } };
    }
    case 'private':
      return { head: { ...site, title: texts.homeTitle } };
    case 'unknown':
      return { head: { ...site, title: texts.notFoundTitle } };
    case 'category': {
      const brand = await sources.brandName(route.id);
      if (brand === undefined) return { head: { ...site, title: texts.notFoundTitle } };
      return {
        head: {
          ...site,
          title: texts.categoryTitle(brand),
          description: texts.categoryDescription(brand),
          path: `/category/${route.id.toLowerCase()}`,
        },
      };
    }
    case 'seller': {
      const seller = await sources.seller(route.id);
      if (!seller) return { head: { ...site, title: texts.notFoundTitle } };
      return { head: sellerHead(seller, language) };
    }
    case 'product': {
      const product = await sources.product(route.id);
      if (!product) return { head: { ...site, title: texts.notFoundTitle } };
      return { head: productHead(product, await sources.brandName(product.brand), language, origin), product };
    }
  }
}

function productHead(product: Product, brand: string | undefined, language: Language, origin: string): PageHead {
  const texts = headTexts[language];
  const words = {
    name: product.productName,
    price: formatTk(product.selling, language),
    years: formatCount(product.usingYears, language),
    location: product.location,
  };
  const sold = product.status === 'sold';
  const path = `/products/${product._id}`;
  const imageUrl = `${origin}${ogImagePath(product._id)}`;
  return {
    language,
    title: texts.productTitle(words),
    description: shorten(`${sold ? texts.soldPrefix : ''}${texts.productDescription(words)} ${product.details}`),
    path,
    ogType: 'product',
    image: {
      url: imageUrl,
      width: OG_IMAGE_WIDTH,
      height: OG_IMAGE_HEIGHT,
      type: 'image/jpeg',
      alt: texts.productImageAlt(product.productName),
    },
    price: product.selling,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.productName,
        description: product.details,
        image: [imageUrl],
        url: pageUrl(origin, path, language),
        ...(brand !== undefined && { brand: { '@type': 'Brand', name: brand } }),
        offers: {
          '@type': 'Offer',
          url: pageUrl(origin, path, language),
          price: product.selling,
          priceCurrency: 'BDT',
          availability: sold ? 'https://schema.org/SoldOut' : product.status === 'reserved' ? 'https://schema.org/Reserved' : 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/UsedCondition',
          seller: { '@type': 'Person', name: product.seller },
        },
      },
    ],
  };
}

function sellerHead(seller: SellerProfile, language: Language): PageHead {
  const texts = headTexts[language];
  const rating =
    seller.averageRating === null
      ? undefined
      : { average: formatRating(seller.averageRating, language), count: formatCount(seller.ratingCount, language) };
  return {
    language,
    title: texts.sellerTitle(seller.name),
    description: texts.sellerDescription({
      name: seller.name,
      sales: formatCount(seller.completedSales, language),
      listings: formatCount(seller.listings.length, language),
      rating,
    }),
    path: `/sellers/${seller._id}`,
    ogType: 'profile',
    jsonLd: [],
  };
}

/** The site as an organisation, and as a website whose search is the listing's `q`. */
function homeJsonLd(origin: string, language: Language): object[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE_NAME,
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
      // The brand's own pages elsewhere, the ones the footer links.
      sameAs: Object.values(socialProfiles),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url: `${origin}/`,
      inLanguage: language,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/products?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
