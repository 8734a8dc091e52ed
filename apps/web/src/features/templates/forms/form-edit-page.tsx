import { useParams } from 'react-router';
import { FormBuilder } from './form-builder';

/** /forms/update/:id */
export default function FormEditPage() {
  const { id } = useParams();
  return <FormBuilder id={id} />;
}
