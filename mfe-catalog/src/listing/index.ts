export { PackageListing } from './package-listing';
export { PagedPackageListing } from './paged-package-listing';
export { parseSearchText } from './listing-query';
