export { EmailPhoneFields, PasswordPair } from './account-fields';
export { FormField, SchemaProvider } from './form-context';
export { AccountField, GridField, SearchSelect } from './form-grid';
export { ResourceForm } from './resource-form';
export { applyFieldErrors, normalizeValues } from './zod-rules';
