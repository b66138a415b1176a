export { CharDhamCarousel as Widget } from '../char-dham';
