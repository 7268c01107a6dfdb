import { useId } from 'react';
import { BUILT_IN_POSTERS } from '@carcajada/domain';
import { Input } from '../../../components/ui/Input';
import styles from './EventForm.module.css';

export interface PosterPickerProps {
  value: string;
  error?: string;
  onChange: (url: string) => void;
}

/** The cover: an https link, or one of the posters the app ships (no uploads). */
export function PosterPicker({ value, error, onChange }: PosterPickerProps) {
  const legendId = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend id={legendId} className={styles.legend}>
        Imagen
      </legend>
      <div className={styles.posters} role="group" aria-labelledby={legendId}>
        {BUILT_IN_POSTERS.map((poster, index) => (
          <button
            key={poster}
            type="button"
            className={styles.poster}
            aria-pressed={value === poster}
            aria-label={`Póster ${index + 1}`}
            onClick={() => onChange(poster)}
          >
            <img src={poster} alt="" width={96} height={72} loading="lazy" />
          </button>
        ))}
      </div>
      <Input
        label="O un enlace a la imagen (https://)"
        type="url"
        name="coverImageUrl"
        required
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
    </fieldset>
  );
}
