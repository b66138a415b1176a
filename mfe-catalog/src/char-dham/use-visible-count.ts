import { useEffect, useState } from 'react';
import { visibleCountFor } from './carousel-logic';

export function useVisibleCount(): number {
  const [visible, setVisible] = useState(() => visibleCountFor(window.innerWidth));
  useEffect(() => {
    const onResize = () => setVisible(visibleCountFor(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return visible;
}
