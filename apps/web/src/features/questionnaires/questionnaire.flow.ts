// The contract's workflows on their own, loaded lazily by the screens.
export {
  QUESTIONNAIRE_ASSIGNMENT_WORKFLOW as assignmentWorkflow,
  QUESTIONNAIRE_WORKFLOW as workflow,
} from '@mashaer/contract';
