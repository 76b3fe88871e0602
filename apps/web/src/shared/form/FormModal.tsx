import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The close button's name (it shows only an ×). */
  closeLabel: string;
  size?: ModalProps['size'];
  children: ReactNode;
};

/** A dialog holding one form, mounted only while open, so each opening starts from a blank form. */
export function FormModal({ opened, onClose, title, closeLabel, size, children }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': closeLabel }}
      centered
      size={size}
    >
      {opened && children}
    </Modal>
  );
}
