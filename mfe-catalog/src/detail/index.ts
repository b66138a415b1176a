export { Gallery } from './gallery';
export { PricePanel } from './price-panel';
export { Highlights, InclusionsExclusions, Itinerary, TrekFacts } from './trip-sections';
export { breadcrumbJsonLd, tripJsonLd } from './trip-json-ld';
export { default as detailStyles } from './detail.module.css';
