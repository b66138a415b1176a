export { LeadModal as Widget } from '../lead-forms/lead-modal';
