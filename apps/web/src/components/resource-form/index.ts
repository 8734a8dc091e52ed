export { accountCol, EmailPhoneFields, PasswordPair } from './account-fields';
export { FormField, SchemaProvider } from './form-context';
export { GridField, SearchSelect } from './form-grid';
export { ResourceForm } from './resource-form';
export { applyFieldErrors, normalizeValues } from './zod-rules';
