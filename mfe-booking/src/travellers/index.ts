export {
  draftsFrom,
  emptyTraveller,
  hasTravellerErrors,
  resizeDrafts,
  toTravellerInputs,
  TRAVELLER_FIELD_ORDER,
  travellerFieldId,
  travellerErrorList,
  validateTravellers,
  type TravellerDraft,
  type TravellerErrors,
  type TravellerField,
} from './traveller-drafts';
export { ID_TYPE_LABELS } from './traveller-texts';
export { TravellerErrorList } from './traveller-error-list';
export { TravellersFields } from './travellers-fields';
export { default as travellerStyles } from './travellers.module.css';
