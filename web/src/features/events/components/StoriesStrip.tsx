import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { STORY_SCROLL_RATIO } from '@carcajada/domain';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import styles from './StoriesStrip.module.css';

export interface Story {
  to: string;
  title: string;
  image: string;
}

/** Fixed highlights: the partner venue page and one featured show (no data read needed). */
export const FEATURED_STORIES: Story[] = [
  { to: '/911', title: '911 Comedy Club', image: '/images/911-story.jpg' },
  { to: '/evento/gran-gala-del-humor', title: 'Gran gala del humor', image: '/images/events/poster-3.jpg' },
];

const STORY_IMAGE_SIZE = 80;

/** Scrolls the strip by 70 % of its visible width (spec). */
export function scrollStories(strip: HTMLElement, direction: -1 | 1): void {
  strip.scrollBy({ left: direction * strip.clientWidth * STORY_SCROLL_RATIO, behavior: 'smooth' });
}

export function StoriesStrip({ stories = FEATURED_STORIES }: { stories?: Story[] }) {
  const stripRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const strip = stripRef.current;
    if (!strip) return;
    setEdges({
      atStart: strip.scrollLeft <= 1,
      atEnd: strip.scrollLeft + strip.clientWidth >= strip.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const observer = new ResizeObserver(measure);
    observer.observe(strip);
    return () => observer.disconnect();
  }, [measure]);

  // Nothing to scroll (few stories, wide screen): no arrows.
  const scrollable = !(edges.atStart && edges.atEnd);
  const scroll = (direction: -1 | 1) => {
    if (stripRef.current) scrollStories(stripRef.current, direction);
  };

  return (
    <section aria-labelledby="destacados-title" className={styles.section}>
      <div className={styles.header}>
        <h2 id="destacados-title">Destacados</h2>
        <div className={styles.controls} hidden={!scrollable}>
          <button
            type="button"
            className={styles.arrow}
            aria-label="Ver destacados anteriores"
            disabled={edges.atStart}
            onClick={() => scroll(-1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-label="Ver más destacados"
            disabled={edges.atEnd}
            onClick={() => scroll(1)}
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      <ul ref={stripRef} className={styles.strip} onScroll={measure}>
        {stories.map((story) => (
          <li key={story.to}>
            <Link to={story.to} className={styles.story}>
              <span className={styles.ring}>
                <img src={story.image} alt="" width={STORY_IMAGE_SIZE} height={STORY_IMAGE_SIZE} loading="lazy" />
              </span>
              <span className={styles.title}>{story.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
