import { type DragEvent, useState } from 'react';

/**
 * Drag-and-drop reordering of a list's rows (the keyboard way is each row's up/down buttons, which
 * call the same `onMove`): `rowProps(index)` goes on each row, whose `data-dragging` and
 * `data-drop-target` the feature's CSS draws. Used by the header tiles and the form builder.
 */
export function useDragReorder(onMove: (from: number, to: number) => void) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const end = () => {
    setDragged(null);
    setOver(null);
  };
  const rowProps = (index: number, id: string) => ({
    draggable: true,
    'data-dragging': dragged === index || undefined,
    'data-drop-target': (over === index && dragged !== index) || undefined,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', id);
      setDragged(index);
    },
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setOver(index);
    },
    onDragEnd: end,
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragged !== null && dragged !== index) onMove(dragged, index);
      end();
    },
  });
  return { rowProps, dragging: dragged !== null };
}
