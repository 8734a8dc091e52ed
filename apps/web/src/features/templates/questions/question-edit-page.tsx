import { useParams } from 'react-router';
import { QuestionForm } from './question-form';

/** /questions/update/:id */
export default function QuestionEditPage() {
  const { id } = useParams();
  return <QuestionForm id={id} />;
}
