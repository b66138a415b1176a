import { lazy } from 'react';

// Each page is its own chunk: the home page does not download the blog, the policies or the Char Dham page.
export const HomePage = lazy(() => import('./home/home-page').then((m) => ({ default: m.HomePage })));
export const CharDhamPage = lazy(() =>
  import('./char-dham/char-dham-page').then((m) => ({ default: m.CharDhamPage })),
);
export const ContactPage = lazy(() =>
  import('./pages/contact-page').then((m) => ({ default: m.ContactPage })),
);
export const DocRoute = lazy(() => import('./pages/doc-route').then((m) => ({ default: m.DocRoute })));
export const BlogListPage = lazy(() =>
  import('./blog/blog-list-page').then((m) => ({ default: m.BlogListPage })),
);
export const BlogPostPage = lazy(() =>
  import('./blog/blog-post-page').then((m) => ({ default: m.BlogPostPage })),
);
