import { BestSellers } from './BestSellers';
import { CategoryTiles } from './CategoryTiles';
import { Hero } from './Hero';
import { Newsletter } from './Newsletter';
import { WhyUs } from './WhyUs';
import './home.css';

/** The storefront home page (docs/COMPATIBILITY.md). */
export function HomePage() {
  return (
    <div className="sf-page sf-home">
      <Hero />
      <CategoryTiles />
      <BestSellers />
      <WhyUs />
      <Newsletter />
    </div>
  );
}
