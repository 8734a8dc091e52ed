import { UserTypeNamesSchema } from '@mashaer/contract';
import { useParams } from 'react-router';
import { PATHS } from '../api';
import { NamesForm } from '../shared/names-form';

/** /type/update/:id: the names of a user type. */
export default function TypeFormPage() {
  const { id } = useParams();
  return (
    <NamesForm
      schema={UserTypeNamesSchema}
      ar="name_ar"
      en="name_en"
      id={id}
      paths={{ edit: PATHS.typesEdit, update: PATHS.typesUpdate }}
      listPath="/type"
    />
  );
}
