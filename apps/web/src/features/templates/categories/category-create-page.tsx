import { CategoryForm } from './category-form';

/** /question-category/create */
export default function CategoryCreatePage() {
  return <CategoryForm mode="create" />;
}
