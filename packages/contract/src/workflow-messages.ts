/** The server messages of the workflow kernel and the workflows' own notices. */
export const WORKFLOW_MESSAGES = {
  ar: {
    'workflow.not_allowed': 'لا يمكن تنفيذ «{action}» والحالة «{from}»',
    'workflow.party_not_allowed': 'لا يحق لك تنفيذ هذا الإجراء على هذا السجل',
    'workflow.action_unknown': 'الإجراء غير معروف',
    'workflow.action.created': 'الإنشاء',
    'workflow.action.deleted': 'الحذف',
    'filling.transition_not_allowed': 'لا يمكن تغيير حالة النموذج من «{from}» إلى «{to}»',
    'assignment.notify_returned': 'تم استرجاع المخيم {camp} من التخصيص',
  },
  en: {
    'workflow.not_allowed': '“{action}” is not possible while the status is “{from}”',
    'workflow.party_not_allowed': 'You may not take this action on this record',
    'workflow.action_unknown': 'Unknown action',
    'workflow.action.created': 'Created',
    'workflow.action.deleted': 'Deleted',
    'filling.transition_not_allowed': 'The form cannot move from “{from}” to “{to}”',
    'assignment.notify_returned': 'Camp {camp} was returned from its assignment',
  },
} as const;
