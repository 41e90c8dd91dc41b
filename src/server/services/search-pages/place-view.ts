import { formatRand } from '../../../domain/money';
import { shortPlace } from '../../../domain/places';
import { displayRating } from '../../../domain/presets';
import { NEW_UNDER_REVIEWS } from '../../../domain/provider-text';
import { reliabilityWords } from '../../../domain/reliability';
import type { ProviderListItem } from '../../../domain/schemas/providers';
import {
  priceGuidePath,
  rangeBasis,
  rangeText,
  requestFormLink,
  SERVICE_PEOPLE,
  servicePlacePath,
  showsRange,
  typicalCostSentence,
} from '../../../domain/search-pages';
import { SERVICE_LABELS, type ServiceType } from '../../../domain/services';
import { BADGE_LABELS } from '../../../domain/verification';
import type { DirectoryPlace } from '../places';
import { html, searchPageDocument, type Markup } from './html';
import type { PlacePage, UncoveredPlace } from './place-page';
import { breadcrumbData, placeServiceData, providersData } from './structured-data';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How a place is named on its page: 'Umlazi, Durban', 'Stellenbosch', 'Durban'. */
export function placeName(entry: DirectoryPlace): string {
  return entry.isTown ? entry.place.name : entry.area;
}

export function placeHeading(service: ServiceType, entry: DirectoryPlace): string {
  return `${capital(SERVICE_PEOPLE[service])} in ${placeName(entry)}`;
}

function providerItem(provider: ProviderListItem, near: string): Markup {
  const rated =
    provider.reviewCount < NEW_UNDER_REVIEWS
      ? 'New on Khaya'
      : `★ ${displayRating(provider.rating)} from ${provider.reviewCount} reviews`;
  const reliability = reliabilityWords(provider.reliability);
  const facts = [
    shortPlace(provider.location),
    provider.distanceKm === undefined ? null : `${provider.distanceKm} km from ${near}`,
    provider.hourlyRate === null ? null : `${formatRand(provider.hourlyRate)} an hour`,
  ].filter(Boolean);
  return html`<li>
    <div class="pro">
      <h3><a href="/providers/${provider.id}">${provider.name}</a></h3>
      <span>${rated}</span>
    </div>
    <p class="facts">${facts.join(' · ')}</p>
    ${reliability ? html`<p class="facts">${reliability}</p>` : ''}
    <p>
      ${provider.badges.map((badge) => html`<span class="tag">${BADGE_LABELS[badge]}</span>`)}${provider.responsive ? html`<span class="tag">Responsive</span>` : ''}
    </p>
  </li>`;
}

function placeLinks(service: ServiceType, places: DirectoryPlace[]): Markup {
  return html`<div class="links">
    ${places.map(
      (one) => html`<a href="${servicePlacePath(service, one.slug)}">${placeName(one)}</a>`,
    )}
  </div>`;
}

function priceSection(page: PlacePage): Markup {
  const { service, range, rangeWhere } = page;
  if (!showsRange(range)) {
    return html`<section aria-labelledby="price">
      <h2 id="price">What ${SERVICE_LABELS[service].toLowerCase()} costs here</h2>
      <p>
        Not enough jobs yet for a price range: Khaya shows one once 10 jobs have been accepted. Ask
        for quotes to see prices for your job.
      </p>
      <p class="note">
        <a href="${priceGuidePath(service)}">${SERVICE_LABELS[service]} price guide</a>
      </p>
    </section>`;
  }
  return html`<section aria-labelledby="price">
    <h2 id="price">
      What ${SERVICE_LABELS[service].toLowerCase()} costs in ${rangeWhere ?? 'South Africa'}
    </h2>
    <p class="price">${rangeText(range)}</p>
    <p>${typicalCostSentence(service, rangeWhere, range)}, the call-out fee included.</p>
    <p class="note">
      ${rangeBasis(range)} The middle half of accepted prices.
      <a href="${priceGuidePath(service)}">${SERVICE_LABELS[service]} price guide</a>
    </p>
  </section>`;
}

function reviewsSection(page: PlacePage): Markup | '' {
  if (page.reviews.length === 0) return '';
  return html`<section aria-labelledby="reviews">
    <h2 id="reviews">Recent reviews of jobs in ${placeName(page.entry)}</h2>
    ${page.reviews.map(
      (review) =>
        html`<blockquote>
          <p>
            <strong>${'★'.repeat(review.rating)}</strong>
            <span class="note"
              >for <a href="/providers/${review.providerId}">${review.providerName}</a>,
              ${shortPlace(review.area)}</span
            >
          </p>
          ${review.comment ? html`<p>${review.comment}</p>` : ''}
          <p class="note">${review.author}</p>
        </blockquote>`,
    )}
  </section>`;
}

/** The page of a service in a place: who travels there, what it costs, reviews, places near. */
export function placePageHtml(page: PlacePage, siteUrl: string): string {
  const { service, entry } = page;
  const heading = placeHeading(service, entry);
  const where = placeName(entry);
  const people = SERVICE_PEOPLE[service];
  const near = new URLSearchParams({
    service,
    near: where,
    lat: String(entry.place.latitude),
    lng: String(entry.place.longitude),
  });
  const path = servicePlacePath(service, entry.slug);
  const crumbs = [
    { name: 'Khaya', path: '/' },
    ...(page.town
      ? [
          {
            name: placeHeading(service, page.town),
            path: servicePlacePath(service, page.town.slug),
          },
        ]
      : []),
    { name: heading, path },
  ];
  const description = showsRange(page.range)
    ? `Compare quotes from ${people} who travel to ${where}, rated by their customers. ${typicalCostSentence(service, page.rangeWhere, page.range)}.`
    : `Compare quotes from ${people} who travel to ${where}, rated by their customers. Free to ask, up to five quotes.`;
  const main = html`<main id="main">
    <nav class="crumbs" aria-label="Breadcrumb">
      ${crumbs.map((crumb, index) =>
        index === crumbs.length - 1
          ? html`<span aria-current="page">${crumb.name}</span>`
          : html`<a href="${crumb.path}">${crumb.name}</a> › `,
      )}
    </nav>
    <h1>${heading}</h1>
    <p class="lead">
      ${capital(people)} who travel to ${where}${entry.isTown ? `, ${entry.province}` : ''}, best
      rated first. Describe the job once and compare up to five quotes, free.
    </p>
    <p><a class="btn" href="${requestFormLink(service, entry.place)}">Request a quote</a></p>
    ${priceSection(page)}
    <section aria-labelledby="pros">
      <h2 id="pros">${capital(people)} who travel to ${where}</h2>
      <ol class="pros">
        ${page.providers.map((one) => providerItem(one, where))}
      </ol>
      <p class="note">
        <a href="/providers?${near.toString()}"
          >See every ${SERVICE_LABELS[service].toLowerCase()} provider for ${where} on Browse
          Providers</a
        >
      </p>
    </section>
    ${reviewsSection(page)}
    ${
      page.suburbs.length
        ? html`<section aria-labelledby="suburbs">
            <h2 id="suburbs">${capital(people)} by area of ${where}</h2>
            ${placeLinks(service, page.suburbs)}
          </section>`
        : ''
    }
    ${
      page.nearby.length
        ? html`<section aria-labelledby="nearby">
            <h2 id="nearby">${capital(people)} near ${where}</h2>
            ${placeLinks(service, page.nearby)}
          </section>`
        : ''
    }
    ${
      page.otherServices.length
        ? html`<section aria-labelledby="other">
            <h2 id="other">Other services in ${where}</h2>
            <div class="links">
              ${page.otherServices.map(
                (other) =>
                  html`<a href="${servicePlacePath(other, entry.slug)}"
                    >${capital(SERVICE_PEOPLE[other])}</a
                  >`,
              )}
            </div>
          </section>`
        : ''
    }
  </main>`;
  return searchPageDocument(
    {
      title: heading,
      description,
      url: `${siteUrl}${path}`,
      siteUrl,
      structuredData: [
        breadcrumbData(siteUrl, crumbs),
        placeServiceData(siteUrl, page, heading),
        providersData(siteUrl, page, heading),
      ],
    },
    main,
  );
}

/** No provider of the service travels there yet: a 404 that points to where some do. */
export function uncoveredPlaceHtml(page: UncoveredPlace, siteUrl: string): string {
  const { service, entry } = page;
  const where = placeName(entry);
  const people = SERVICE_PEOPLE[service];
  const main = html`<main id="main">
    <h1>No ${people} on Khaya travel to ${where} yet</h1>
    <p class="lead">
      Providers join every week. These places nearby have ${people} who take Khaya's requests:
    </p>
    ${
      page.nearest.length
        ? html`<section aria-labelledby="nearest">
            <h2 id="nearest">${capital(people)} nearest to ${where}</h2>
            <div class="links">
              ${page.nearest.map(
                (one) =>
                  html`<a href="${servicePlacePath(service, one.entry.slug)}"
                    >${placeName(one.entry)} (${one.km} km)</a
                  >`,
              )}
            </div>
          </section>`
        : ''
    }
    <p>
      <a href="/providers?service=${service}"
        >Browse every ${SERVICE_LABELS[service].toLowerCase()} provider</a
      >
    </p>
  </main>`;
  return searchPageDocument(
    {
      title: `No ${people} in ${where} yet`,
      description: `No ${people} on Khaya travel to ${where} yet: see the nearest places that have them.`,
      url: `${siteUrl}${servicePlacePath(service, entry.slug)}`,
      siteUrl,
      structuredData: [],
    },
    main,
  );
}

/** An address no place or service has. */
export function unknownPageHtml(siteUrl: string, path: string): string {
  const main = html`<main id="main">
    <h1>Page Not Found</h1>
    <p class="lead">There is no page at this address.</p>
    <p><a href="/providers">Browse Providers</a> · <a href="/request">Request Service</a></p>
  </main>`;
  return searchPageDocument(
    {
      title: 'Page Not Found',
      description: 'There is no page at this address.',
      url: `${siteUrl}${path}`,
      siteUrl,
      structuredData: [],
    },
    main,
  );
}
