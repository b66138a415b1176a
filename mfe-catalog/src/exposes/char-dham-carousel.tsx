export { CharDhamCarousel as Widget } from '../char-dham/char-dham-carousel';
