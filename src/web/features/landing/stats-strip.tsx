import { figureText, type LandingFigures } from '../../../domain/landing-figures';
import { useLandingFigures } from './directory';
import { m } from '../../../i18n/paraglide/messages.js';

/** The spec's labels (in the page's language), each over a real figure from the database. */
const FIGURES: { key: keyof LandingFigures; label: () => string }[] = [
  { key: 'jobsCompleted', label: m.landing_stat_jobs },
  { key: 'verifiedProviders', label: m.landing_stat_verified },
  { key: 'averageRating', label: m.landing_stat_rating },
  { key: 'townsCovered', label: m.landing_stat_towns },
];

/** Columns on a wide screen, by how many figures show (class names spelled out for Tailwind). */
const COLUMNS = ['', 'md:grid-cols-1', 'md:grid-cols-2', 'md:grid-cols-3', 'md:grid-cols-4'];

/**
 * The statistics strip: jobs completed, verified providers, the average rating and the towns
 * with a provider, counted in the database; a figure too small to be worth showing is left
 * out, and the strip with it when none is (domain/landing-figures.ts).
 */
export function StatsStrip() {
  const figures = useLandingFigures();
  const shown = figures
    ? FIGURES.flatMap(({ key, label }) => {
        const value = figures[key];
        if (value === null) return [];
        const text = key === 'averageRating' ? value.toFixed(1) : figureText(value);
        return [{ label: label(), text }];
      })
    : [];
  if (shown.length === 0) return null;
  return (
    <section
      aria-label={m.landing_stats_label()}
      className="bg-primary px-4 py-10 text-primary-foreground"
    >
      <dl
        className={`mx-auto grid max-w-6xl gap-6 text-center ${shown.length === 1 ? 'grid-cols-1' : 'grid-cols-2'} ${COLUMNS[shown.length]}`}
      >
        {shown.map((figure) => (
          <div key={figure.label} className="flex flex-col-reverse">
            <dt className="text-sm opacity-90">{figure.label}</dt>
            <dd className="text-3xl font-bold">{figure.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
