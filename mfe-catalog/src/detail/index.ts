export { Gallery } from './gallery';
export { DIFFICULTY_LABELS } from './fitness-note';
export { seasonText } from './season-text';
export { PricePanel } from './price-panel';
export { Highlights, InclusionsExclusions, Itinerary, TrekFacts } from './trip-sections';
export { breadcrumbJsonLd, tripJsonLd } from './trip-json-ld';
export { default as detailStyles } from './detail.module.css';
