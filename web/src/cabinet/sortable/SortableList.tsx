// Drag-to-reorder lists (@dnd-kit): mouse, touch and keyboard (Space to lift, arrows to move, Space to
// drop). A drag starts only from the row's narrow handle (docs/contract/cabinet.md §2), so the row's inputs keep
// working normally. Lists may nest: a direction's services sort inside the sortable directions.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, ReactNode } from 'react';

interface SortableListProps {
  ids: string[];
  /** Moves the item at `from` to `to` (indexes in `ids`). */
  onMove: (from: number, to: number) => void;
  /** How screen readers name an item in the drag announcements. */
  labelOf: (id: string) => string;
  children: ReactNode;
}

const announcementsFor = (labelOf: (id: string) => string, ids: string[]): Announcements => {
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;
  return {
    onDragStart: ({ active }) => `Перемещение: «${labelOf(String(active.id))}»`,
    onDragOver: ({ active, over }) => (over ? `«${labelOf(String(active.id))}» на месте ${position(over.id)} из ${ids.length}` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `«${labelOf(String(active.id))}» поставлено на место ${position(over.id)}` : 'Перемещение отменено',
    onDragCancel: () => 'Перемещение отменено',
  };
};

/** Rows move up and down only (the @dnd-kit/modifiers one-liner, without the extra package). */
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export function SortableList({ ids, onMove, labelOf, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    // A short hold on a touch screen, so a swipe over the handle still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function end({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      onDragEnd={end}
      accessibility={{
        announcements: announcementsFor(labelOf, ids),
        screenReaderInstructions: {
          draggable: 'Чтобы переместить, нажмите пробел, затем стрелки вверх и вниз; пробел — поставить, Escape — отменить.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

export interface SortableRow {
  setNodeRef: (node: HTMLElement | null) => void;
  style: CSSProperties;
  isDragging: boolean;
  /** Spread on the handle button only. */
  handleProps: Record<string, unknown>;
}

export function useSortableRow(id: string): SortableRow {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return {
    setNodeRef,
    isDragging,
    style: { transform: CSS.Translate.toString(transform), transition },
    handleProps: { ...attributes, ...listeners, ref: setActivatorNodeRef },
  };
}

export function DragHandle({ label, handleProps }: { label: string; handleProps: Record<string, unknown> }) {
  return (
    <button type="button" className="drag-handle" aria-label={label} title="Перетащите, чтобы изменить порядок" {...handleProps}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="currentColor" />))}
      </svg>
    </button>
  );
}
