export { LeadModal as Widget } from '../lead-forms';
