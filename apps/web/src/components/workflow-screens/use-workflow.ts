import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLang } from '../../i18n/i18n';
import type { WorkflowScreensDef } from '../../resources/define-workflow';

/**
 * The area's workflow and its status labels, loaded once (they never change while the app runs).
 * Loaded beside the list's first request, so the list's own code stays free of zod and of the
 * contract's dictionary.
 */
export function useWorkflow(area: WorkflowScreensDef) {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : 'ar';
  const q = useQuery({
    queryKey: ['workflow-def', area.name],
    queryFn: async () => {
      const [{ statusLabels }, workflow] = await Promise.all([import('./status-labels'), area.workflow()]);
      return { workflow, labels: statusLabels(workflow) };
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const label = (status: string) => q.data?.labels[status]?.[lang] ?? '';
  return { workflow: q.data?.workflow, label, isLoading: q.isLoading, isError: q.isError };
}
