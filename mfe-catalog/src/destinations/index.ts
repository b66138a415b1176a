export { DestinationsPage } from './destinations-page';
export { DestinationPage } from './destination-page';
export { fetchDestinations } from './destinations-api';
