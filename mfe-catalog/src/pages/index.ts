export { PackagesPage } from './packages-page';
export { PackageDetailPage } from './package-detail-page';
