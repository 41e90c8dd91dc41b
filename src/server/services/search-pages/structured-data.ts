import { displayRating } from '../../../domain/presets';
import { rangeText, showsRange, type PriceRange } from '../../../domain/search-pages';
import { SERVICE_LABELS, type ServiceType } from '../../../domain/services';
import type { PlacePage } from './place-page';

/**
 * schema.org's words for the search pages (JSON-LD): the breadcrumb, the providers as
 * `LocalBusiness` with their `AggregateRating` (only from published reviews), and the service's
 * price as a `Service` with its `priceRange` and an `AggregateOffer` (only with enough jobs).
 */

export function breadcrumbData(siteUrl: string, crumbs: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  };
}

/** A service's price in a region, or nothing to say while there are too few jobs. */
export function servicePriceData(
  siteUrl: string,
  service: ServiceType,
  where: string,
  range: PriceRange | null,
  url: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: `${SERVICE_LABELS[service]} in ${where}`,
    serviceType: SERVICE_LABELS[service],
    url,
    areaServed: where,
    provider: { '@type': 'Organization', name: 'Khaya', url: siteUrl },
    ...(showsRange(range)
      ? {
          priceRange: rangeText(range),
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'ZAR',
            lowPrice: range.low,
            highPrice: range.high,
            offerCount: range.jobs,
          },
        }
      : {}),
  };
}

/** The service in the place. */
export function placeServiceData(siteUrl: string, page: PlacePage, heading: string) {
  const where = page.entry.isTown ? page.entry.place.name : page.entry.area;
  return {
    ...servicePriceData(
      siteUrl,
      page.service,
      page.rangeWhere ?? 'South Africa',
      page.range,
      `${siteUrl}/${page.service}/${page.entry.slug}`,
    ),
    name: heading,
    areaServed: {
      '@type': 'Place',
      name: where,
      geo: {
        '@type': 'GeoCoordinates',
        latitude: page.entry.place.latitude,
        longitude: page.entry.place.longitude,
      },
    },
  };
}

/** The providers who travel there, best first, each a `LocalBusiness` with its rating. */
export function providersData(siteUrl: string, page: PlacePage, heading: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: heading,
    itemListElement: page.providers.map((provider, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'LocalBusiness',
        name: provider.name,
        url: `${siteUrl}/providers/${provider.id}`,
        address: {
          '@type': 'PostalAddress',
          addressLocality: provider.location,
          addressCountry: 'ZA',
        },
        ...(provider.hourlyRate === null ? {} : { priceRange: `R${provider.hourlyRate} an hour` }),
        ...(provider.reviewCount > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: displayRating(provider.rating),
                reviewCount: provider.reviewCount,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      },
    })),
  };
}
