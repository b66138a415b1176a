import { lazyWithRetry } from '@trippy/federation';

// Each page is its own chunk: the home page does not download the blog, the policies or the Char Dham page.
export const HomePage = lazyWithRetry(() =>
  import('./home/home-page').then((m) => ({ default: m.HomePage })),
);
export const CharDhamPage = lazyWithRetry(() =>
  import('./char-dham/char-dham-page').then((m) => ({ default: m.CharDhamPage })),
);
export const ContactPage = lazyWithRetry(() =>
  import('./pages/contact-page').then((m) => ({ default: m.ContactPage })),
);
export const DocRoute = lazyWithRetry(() =>
  import('./pages/doc-route').then((m) => ({ default: m.DocRoute })),
);
export const BlogListPage = lazyWithRetry(() =>
  import('./blog/blog-list-page').then((m) => ({ default: m.BlogListPage })),
);
export const BlogPostPage = lazyWithRetry(() =>
  import('./blog/blog-post-page').then((m) => ({ default: m.BlogPostPage })),
);

// The back office's leads inbox: its own chunks, never downloaded by the public pages.
export const LeadsPage = lazyWithRetry(() =>
  import('./operator/leads-page').then((m) => ({ default: m.LeadsPage })),
);
export const LeadDetailPage = lazyWithRetry(() =>
  import('./operator/lead-detail-page').then((m) => ({ default: m.LeadDetailPage })),
);
