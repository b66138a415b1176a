export { CATEGORY_PAGES } from './category-pages';
export { CategoryPage } from './category-page';
