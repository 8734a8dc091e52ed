import { QuestionForm } from './question-form';

/** /questions/create */
export default function QuestionCreatePage() {
  return <QuestionForm />;
}
