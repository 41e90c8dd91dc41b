import {
  jobTypeLabel,
  PRICE_GUIDE_MIN_JOBS,
  priceGuidePath,
  rangeBasis,
  rangeText,
  SERVICE_PEOPLE,
  servicePlacePath,
  showsRange,
  slugify,
  typicalCostSentence,
} from '../../../domain/search-pages';
import { SERVICE_LABELS, type ServiceType } from '../../../domain/services';
import type { Db } from '../../db/client';
import type { PlaceCoverage } from './coverage';
import { html, searchPageDocument, type Markup } from './html';
import { regionWords } from './place-page';
import { COUNTRY, serviceGuide, type PriceGuideRow } from './price-guides';
import { breadcrumbData, servicePriceData } from './structured-data';

/** A table of ranges (by kind of job, by city), or nothing without a row. */
function rangeTable(
  id: string,
  heading: string,
  first: string,
  rows: PriceGuideRow[],
  name: (row: PriceGuideRow) => string | Markup,
): Markup | '' {
  if (rows.length === 0) return '';
  return html`<section aria-labelledby="${id}">
    <h2 id="${id}">${heading}</h2>
    <table>
      <thead>
        <tr>
          <th scope="col">${first}</th>
          <th scope="col">Most cost</th>
          <th scope="col">Jobs</th>
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (row) =>
            html`<tr>
              <th scope="row">${name(row)}</th>
              <td>${rangeText(row)}</td>
              <td>${row.jobs}</td>
            </tr>`,
        )}
      </tbody>
    </table>
  </section>`;
}

/** A service's price guide: the country's range, by kind of job, and each metro's. */
export async function priceGuideHtml(
  db: Db,
  coverage: PlaceCoverage,
  service: ServiceType,
  siteUrl: string,
): Promise<string> {
  const [rows, covered] = await Promise.all([serviceGuide(db, service), coverage.covered()]);
  const country = rows.find((row) => row.region === COUNTRY && row.jobType === '') ?? null;
  const byJob = rows.filter(
    (row) => row.region === COUNTRY && row.jobType !== '' && jobTypeLabel(service, row.jobType),
  );
  const metros = rows.filter((row) => row.region.startsWith('metro:') && row.jobType === '');
  const label = SERVICE_LABELS[service];
  const work = label.toLowerCase();
  const heading = `How much does ${work} cost in South Africa?`;
  const path = priceGuidePath(service);
  const ofService = covered.get(service) ?? new Set<string>();
  const metroCell = (row: PriceGuideRow) => {
    const city = regionWords(row.region) ?? '';
    const slug = slugify(city);
    return ofService.has(slug)
      ? html`<a href="${servicePlacePath(service, slug)}">${city}</a>`
      : html`${city}`;
  };
  const main = html`<main id="main">
    <nav class="crumbs" aria-label="Breadcrumb">
      <a href="/">Khaya</a> › <span aria-current="page">${label} prices</span>
    </nav>
    <h1>${heading}</h1>
    <p class="lead">
      What customers accepted to pay ${SERVICE_PEOPLE[service]} on Khaya over the last twelve
      months: the middle half of the prices of accepted quotes, the call-out fee included. Every
      figure comes from at least ${PRICE_GUIDE_MIN_JOBS} jobs.
    </p>
    <p><a class="btn" href="/request?service=${service}">Request a quote</a></p>
    ${
      showsRange(country)
        ? html`<section aria-labelledby="typical">
            <h2 id="typical">Typical price</h2>
            <p class="price">${rangeText(country)}</p>
            <p>${typicalCostSentence(service, null, country)}.</p>
            <p class="note">${rangeBasis(country)}</p>
          </section>`
        : html`<section aria-labelledby="typical">
            <h2 id="typical">Typical price</h2>
            <p>
              Not enough jobs yet: Khaya shows a price range once ${PRICE_GUIDE_MIN_JOBS} ${work}
              jobs have been accepted. Ask for quotes to see prices for your job.
            </p>
          </section>`
    }
    ${rangeTable('jobs', 'By kind of job', 'Job', byJob, (row) => jobTypeLabel(service, row.jobType) ?? '')}
    ${rangeTable('metros', 'By city', 'City', metros, metroCell)}
    <section aria-labelledby="why">
      <h2 id="why">Why prices differ</h2>
      <p>
        The size of the job, materials, how far the provider travels and how soon you need them all
        move the price. A quote on Khaya says what is included: the call-out fee, materials and when
        they can come. Compare up to five before you choose.
      </p>
    </section>
  </main>`;
  return searchPageDocument(
    {
      title: `${label} prices in South Africa`,
      description: showsRange(country)
        ? `${typicalCostSentence(service, null, country)}. ${rangeBasis(country)} By kind of job and by city.`
        : `What ${work} costs in South Africa, from accepted quotes on Khaya.`,
      url: `${siteUrl}${path}`,
      siteUrl,
      structuredData: [
        breadcrumbData(siteUrl, [
          { name: 'Khaya', path: '/' },
          { name: `${label} prices`, path },
        ]),
        servicePriceData(siteUrl, service, 'South Africa', country, `${siteUrl}${path}`),
      ],
    },
    main,
  );
}
