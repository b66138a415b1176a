export { listedPackages, PackageListing } from './package-listing';
export { packageItemListJsonLd } from './item-list-json-ld';
export { PagedPackageListing } from './paged-package-listing';
export { parseSearchText } from './listing-query';
