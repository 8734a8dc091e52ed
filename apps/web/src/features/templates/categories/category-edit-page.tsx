import { useParams } from 'react-router';
import { CategoryForm } from './category-form';

/** /question-category/update/:id */
export default function CategoryEditPage() {
  const { id } = useParams();
  return <CategoryForm mode="edit" id={id} />;
}
