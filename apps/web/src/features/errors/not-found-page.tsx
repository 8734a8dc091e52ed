import { ErrorResult } from './error-result';

export default function NotFoundPage() {
  return <ErrorResult status="404" title="errors.not_found_title" text="errors.not_found_text" />;
}
