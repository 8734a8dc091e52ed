export { ACCOUNT_DATE_FIELDS, EmailPhoneFields, PasswordPair } from './account-fields';
export { DateField } from './date-field';
export { FormField, SchemaProvider } from './form-context';
export { AccountField, GridField, NamePairFields, SearchSelect, TextField } from './form-grid';
export { HiddenFields, OrphanErrors } from './form-parts';
export { NumberField } from './number-field';
export { basePaths, formTarget, ResourceForm, useFormTarget } from './resource-form';
export { applyFieldErrors, normalizeValues } from './zod-rules';
