import { CategorySchema } from '@mashaer/contract';
import { useParams } from 'react-router';
import { PATHS } from '../api';
import { NamesForm } from '../shared/names-form';

/** /categories/create and /categories/update/:id. */
export default function CategoryFormPage() {
  const { id } = useParams();
  return (
    <NamesForm
      schema={CategorySchema}
      ar="name"
      en="name_en"
      id={id}
      paths={{ store: PATHS.categoriesStore, edit: PATHS.categoriesEdit, update: PATHS.categoriesUpdate }}
      listPath="/categories"
    />
  );
}
