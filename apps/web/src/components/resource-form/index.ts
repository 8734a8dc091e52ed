export { accountCol, EmailPhoneFields, PasswordPair } from './account-fields';
export { FormField, SchemaProvider } from './form-context';
export { ResourceForm, type ResourceFormProps } from './resource-form';
export { applyFieldErrors, issuesByField, normalizeValues, zodRule } from './zod-rules';
