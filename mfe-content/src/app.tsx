import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { BlogListPage } from './blog/blog-list-page';
import { BlogPostPage } from './blog/blog-post-page';
import { CharDhamPage } from './char-dham/char-dham-page';
import { HomePage } from './home/home-page';
import { ContactPage } from './pages/contact-page';
import { DOCS } from './pages/doc-content';
import { DocPage } from './pages/doc-page';

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/char-dham" element={<CharDhamPage />} />
        <Route path="/contact" element={<ContactPage />} />
        {Object.entries(DOCS).map(([path, doc]) => (
          <Route key={path} path={path} element={<DocPage doc={doc} />} />
        ))}
        <Route path="/blogs" element={<BlogListPage />} />
        <Route path="/blogs/:id" element={<BlogPostPage />} />
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
