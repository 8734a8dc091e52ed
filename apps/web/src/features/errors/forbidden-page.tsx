import { ErrorResult } from './error-result';

export default function ForbiddenPage() {
  return <ErrorResult status="403" title="errors.forbidden_title" text="errors.forbidden_text" />;
}
