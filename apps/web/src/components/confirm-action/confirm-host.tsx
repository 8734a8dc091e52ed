import { Modal } from 'antd';
import { useEffect } from 'react';
import type { ModalSlot } from './use-confirm-action';

/**
 * The lazily loaded half of useConfirmAction: antd's Modal (and rc-dialog), mounted the first
 * time a confirmation is asked for, inside the screen (so in its language, direction and theme).
 */
export default function ConfirmHost({ slot }: { slot: ModalSlot }) {
  const [modal, holder] = Modal.useModal();
  useEffect(() => {
    slot.modal = modal;
    for (const ready of slot.waiting.splice(0)) ready(modal);
  }, [slot, modal]);
  return holder;
}
