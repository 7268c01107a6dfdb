import styles from './PromotionBadges.module.css';

/** A show's or a type's group prices ("2x1", "Mesa x4 $ 200.000"), each as a small badge. */
export function PromotionBadges({ labels }: { labels: readonly string[] }) {
  if (labels.length === 0) return null;
  return (
    <span className={styles.badges}>
      {labels.map((label) => (
        <span key={label} className={styles.badge}>
          {label}
        </span>
      ))}
    </span>
  );
}
