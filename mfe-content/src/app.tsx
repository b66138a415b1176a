import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ComingSoon } from '@trippy/ui';
import { CharDhamPage } from './char-dham/char-dham-page';
import { HomePage } from './home/home-page';

const COMING_SOON = [
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-and-conditions',
  '/cancellation-refund',
  '/shipping-delivery',
  '/blogs',
  '/blogs/:id',
  '/travel-coupon',
  '/work-with-us',
];

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/char-dham" element={<CharDhamPage />} />
        {COMING_SOON.map((path) => (
          <Route key={path} path={path} element={<ComingSoon />} />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
