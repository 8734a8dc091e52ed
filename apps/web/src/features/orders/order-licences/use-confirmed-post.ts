import { api } from '../../../api/client';
import { useConfirmAction } from '../../../components/confirm-action/use-confirm-action';
import { notice } from '../../../components/notice/notice';

/** Posts after the spec's confirmation; the server's message is the notice, a refusal the "Error" dialog. */
export function useConfirmedPost(onDone: () => unknown) {
  const [ask, holder] = useConfirmAction();
  const post = (path: string, body: unknown) =>
    ask({
      kind: 'status',
      onConfirm: async () => {
        const a = await api.post<{ message?: string }>(path, body);
        if (a?.message) notice('success', a.message);
        await onDone();
      },
    });
  return [post, holder] as const;
}
