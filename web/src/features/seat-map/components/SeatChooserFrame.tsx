import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { BestAvailableForm } from './BestAvailableForm';
import { frameCategories, type FrameCategory } from '../utils/frame-categories';
import { SeatLegend } from './SeatLegend';
import styles from './SeatChooserFrame.module.css';

export interface SeatChooserFrameProps {
  categories: FrameCategory[];
  asList: boolean;
  onToggleList: () => void;
  /** What the live region says under the map. */
  note: string;
  onRequestBest: (category: string, quantity: number) => void;
  disabled: boolean;
  /** The map, the list, or what stands in their place (`MapPlaceholder`). */
  children: ReactNode;
}

/**
 * The chooser's layout, the same while its chunk, the plan and the views load as once they are in:
 * the legend and "Mejores disponibles" come from the date's prices and limits, and the map's box
 * has its height before the map, so nothing below moves when it is drawn.
 */
export function SeatChooserFrame({
  categories,
  asList,
  onToggleList,
  note,
  onRequestBest,
  disabled,
  children,
}: SeatChooserFrameProps) {
  return (
    <div className={styles.chooser}>
      <SeatLegend categories={categories} />
      <div className={styles.switch}>
        <Button variant="ghost" size="small" onClick={onToggleList} disabled={disabled}>
          {asList ? 'Ver el mapa' : 'Ver como lista'}
        </Button>
      </div>
      {children}
      <p className={styles.note} role="status" aria-live="polite">
        {note}
      </p>
      <BestAvailableForm categories={categories} onRequest={onRequestBest} disabled={disabled} />
    </div>
  );
}

/** The map's box while it loads, or when it could not (then `children` says so). */
export function MapPlaceholder({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.mapFrame}>
      <div className={`${styles.mapArea} ${styles.placeholder}`}>
        {children ?? <Spinner label="Cargando el mapa de sillas" />}
      </div>
    </div>
  );
}

/** The chooser as it stands while its chunk loads: its layout with nothing to choose yet. */
export function SeatChooserLoading({
  prices,
  limits,
}: {
  prices: Readonly<Record<string, number>>;
  limits: Readonly<Record<string, number>>;
}) {
  return (
    <SeatChooserFrame
      categories={frameCategories(prices, limits)}
      asList={false}
      onToggleList={() => undefined}
      note=""
      onRequestBest={() => undefined}
      disabled
    >
      <MapPlaceholder />
    </SeatChooserFrame>
  );
}
