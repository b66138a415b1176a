import { RegionRouter } from '@trippy/ui';
import { CharDhamCarousel } from '../char-dham/char-dham-carousel';

/** Rendered inside another remote's page: its links need this remote's own router (react-router is not shared). */
export function Widget() {
  return (
    <RegionRouter>
      <CharDhamCarousel />
    </RegionRouter>
  );
}
