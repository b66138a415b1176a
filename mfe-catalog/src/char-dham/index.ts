export { CharDhamCarousel } from './char-dham-carousel';
