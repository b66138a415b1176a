import { lazyWithRetry } from '@trippy/federation';

// Each page is its own chunk: the home page does not download the blog, the policies or the Char Dham page.
// Named (the same name given twice: the import's and lazyWithRetry's), so the page server carries the CSS of
// the page that rendered and not that of every page here (packages/config/__tests__/lazy-chunk-names.test.ts checks the names agree).
export const HomePage = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "content-home" */ './home/home-page').then((m) => ({ default: m.HomePage })),
  'content-home',
);
export const CharDhamPage = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "content-char-dham" */ './char-dham/char-dham-page').then((m) => ({
      default: m.CharDhamPage,
    })),
  'content-char-dham',
);
export const ContactPage = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "content-contact" */ './pages/contact-page').then((m) => ({
      default: m.ContactPage,
    })),
  'content-contact',
);
export const DocRoute = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "content-doc" */ './pages/doc-route').then((m) => ({ default: m.DocRoute })),
  'content-doc',
);
export const BlogListPage = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "content-blog-list" */ './blog/blog-list-page').then((m) => ({
      default: m.BlogListPage,
    })),
  'content-blog-list',
);
export const BlogPostPage = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "content-blog-post" */ './blog/blog-post-page').then((m) => ({
      default: m.BlogPostPage,
    })),
  'content-blog-post',
);

// The back office's leads inbox: its own chunks, never downloaded by the public pages.
export const LeadsPage = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "content-leads" */ './operator/leads-page').then((m) => ({
      default: m.LeadsPage,
    })),
  'content-leads',
);
export const LeadDetailPage = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "content-lead-detail" */ './operator/lead-detail-page').then((m) => ({
      default: m.LeadDetailPage,
    })),
  'content-lead-detail',
);
