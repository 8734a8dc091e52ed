import { FormBuilder } from './form-builder';

/** /forms/create */
export default function FormCreatePage() {
  return <FormBuilder />;
}
