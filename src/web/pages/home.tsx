import { SiteFooter } from '../components/site-footer';
import { FeaturedProviders } from '../features/landing/featured-providers';
import { StatsStrip } from '../features/landing/stats-strip';
import {
  Hero,
  PopularServices,
  HowItWorks,
  CallToAction,
  WelcomeInvite,
} from '../features/landing/home-sections';

export default function HomePage() {
  return (
    <>
      <main id="main">
        <WelcomeInvite />
        <Hero />
        <PopularServices />
        <HowItWorks />
        <FeaturedProviders />
        <StatsStrip />
        <CallToAction />
      </main>
      <SiteFooter />
    </>
  );
}
