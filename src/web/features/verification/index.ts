/** The verification feature's surface for other features (they import nothing else of it). */
export { fieldLabel, fieldText } from './document-fields';
